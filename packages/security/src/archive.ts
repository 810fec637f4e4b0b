// @sextant/security/archive: bounded reading of untrusted archives.
export { readTarGz } from './archive/tar-gz.js';
export type { ArchiveFile, TarGzLimits } from './archive/tar-gz.js';
