import { AppError } from '@sextant/core-engine';
import { newMeta, type GitHubClient } from '../client.js';
import { looksBinary } from '../file-filter.js';
import type { CallMeta, RepoRef, WithMeta } from '../types.js';

/** A decoded text file. */
export interface FileContent {
  path: string;
  sha: string;
  size: number;
  content: string;
  /** `contents` for files up to 1 MB, `blob` for larger ones fetched through the git blobs API. */
  source: 'contents' | 'blob';
  url: string;
}

type ContentsBody = {
  type: string;
  path: string;
  sha: string;
  size: number;
  content?: string;
  encoding?: string;
  html_url: string;
};

/** Reads a text file; files over 1 MB (contents API returns encoding `none`) come through the git blobs API. */
export async function getFileContent(
  client: GitHubClient,
  args: RepoRef & { path: string },
): Promise<WithMeta<FileContent>> {
  const meta = newMeta(args.signal);
  const path = args.path.replace(/^\/+/, '');
  const { data } = await client.request<ContentsBody | ContentsBody[]>(
    'GET /repos/{owner}/{repo}/contents/{path}',
    { owner: args.owner, repo: args.repo, path, ref: args.ref },
    meta,
  );
  if (Array.isArray(data) || data.type !== 'file') {
    throw new AppError('INVALID_INPUT', `${path} is a ${Array.isArray(data) ? 'directory' : data.type}, not a file.`, {
      hint: 'Use the repository structure operation to list it, then read one of its files.',
    });
  }
  let base64 = data.content ?? '';
  let source: FileContent['source'] = 'contents';
  if (data.encoding === 'none' || (base64 === '' && data.size > 0)) {
    base64 = await readBlob(client, args, data.sha, meta);
    source = 'blob';
  }
  const bytes = Buffer.from(base64, 'base64');
  if (looksBinary(bytes)) {
    throw new AppError('INVALID_INPUT', `${path} is a binary file (${data.size} bytes).`, {
      hint: 'Only text files can be read; search for the code that uses it instead.',
    });
  }
  return {
    path: data.path,
    sha: data.sha,
    size: data.size,
    content: bytes.toString('utf8'),
    source,
    url: data.html_url,
    meta,
  };
}

async function readBlob(client: GitHubClient, ref: RepoRef, sha: string, meta: CallMeta): Promise<string> {
  const { data } = await client.request<{ content: string; encoding: string }>(
    'GET /repos/{owner}/{repo}/git/blobs/{file_sha}',
    { owner: ref.owner, repo: ref.repo, file_sha: sha },
    meta,
  );
  return data.encoding === 'base64' ? data.content : Buffer.from(data.content, 'utf8').toString('base64');
}
