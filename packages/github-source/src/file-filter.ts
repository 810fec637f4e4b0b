const NOISE_DIRS =
  /(^|\/)(node_modules|dist|build|out|vendor|third_party|bower_components|\.git|\.next|\.nuxt|coverage|__pycache__|\.venv|target)\//;
const LOCKFILES =
  /(^|\/)(package-lock\.json|pnpm-lock\.yaml|yarn\.lock|bun\.lockb|Cargo\.lock|poetry\.lock|Pipfile\.lock|composer\.lock|Gemfile\.lock|go\.sum)$/;
const MINIFIED = /\.min\.(js|css)$|\.map$/;
const BINARY =
  /\.(png|jpe?g|gif|bmp|ico|webp|tiff?|psd|pdf|zip|gz|tgz|bz2|xz|7z|rar|jar|war|class|exe|dll|so|dylib|a|o|obj|bin|wasm|woff2?|ttf|otf|eot|mp[34]|mov|avi|mkv|wav|flac|ogg|sqlite|db|pyc|node)$/i;

/** Why a path is noise for research (dependency, build output, lockfile, minified, binary), or undefined. */
export function noiseReason(path: string): 'dependency' | 'build' | 'lockfile' | 'minified' | 'binary' | undefined {
  if (/(^|\/)(node_modules|vendor|third_party|bower_components|\.venv)\//.test(path)) return 'dependency';
  if (NOISE_DIRS.test(path)) return 'build';
  if (LOCKFILES.test(path)) return 'lockfile';
  if (MINIFIED.test(path)) return 'minified';
  if (BINARY.test(path)) return 'binary';
  return undefined;
}

/** True for paths research results should drop: node_modules, dist, lockfiles, vendored and binary files. */
export const isNoisePath = (path: string): boolean => noiseReason(path) !== undefined;

/** True when the bytes look binary (a NUL in the first 8 KB). */
export const looksBinary = (buf: Uint8Array): boolean => buf.subarray(0, 8192).includes(0);
