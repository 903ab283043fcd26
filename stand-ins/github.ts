/**
 * A local stand-in of GitHub's API, as much of it as the editor at /admin (Sveltia CMS) uses to sign
 * in with a token, read the content and save: the REST calls it makes (the user, the access check,
 * the file tree, a blob) and the GraphQL queries and mutation it sends, answered by the reference
 * GraphQL implementation over a schema written as GitHub's, so a query GitHub would refuse is
 * refused here too.
 *
 * The repository is the project's content (`src/content/`) and pictures (`public/images/`), read
 * when the server starts. Each save is a commit in memory, as on GitHub, and its files are written
 * under `savesTo`: the project folder itself under `npm start` (what the owner saves lands in the
 * working tree), a folder of their own in the end-to-end tests.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { buildSchema, graphql } from 'graphql';
import { readBody, sendText, type StandInHandler } from './inbox.ts';
import { githubApiPath } from './paths.ts';

/** The folders of the project the editor reads and writes. */
const repositoryFolders = ['src/content', 'public/images'];

/** Who the stand-in says is signed in, whatever the token. */
const standInUser = { id: 1, login: 'site-owner', name: 'Site owner', email: 'owner@example.com' };

export interface GitHubStandInOptions {
  /** The project whose content the repository starts as. */
  projectDir: string;
  /** Where saved files are written, at their paths in the repository. */
  savesTo: string;
  /** Where each save is told; `console.log` unless given. */
  log?: (text: string) => void;
}

interface Commit {
  oid: string;
  parent: Commit | undefined;
  message: string;
  committedDate: string;
  /** Every file of the repository at this commit: path to blob id. */
  files: ReadonlyMap<string, string>;
}

function gitBlobId(content: Buffer): string {
  return createHash('sha1').update(`blob ${content.length}\0`).update(content).digest('hex');
}

const schema = buildSchema(`
  scalar GitObjectID
  scalar GitTimestamp
  scalar Base64String

  type Query { repository(owner: String!, name: String!): Repository }
  type Mutation { createCommitOnBranch(input: CreateCommitOnBranchInput!): CreateCommitOnBranchPayload }

  type Repository {
    defaultBranchRef: Ref
    ref(qualifiedName: String!): Ref
    object(oid: GitObjectID, expression: String): GitObject
  }
  type Ref { name: String!, target: GitObject }
  interface GitObject { oid: GitObjectID! }
  type Blob implements GitObject { oid: GitObjectID!, text: String, isTruncated: Boolean!, byteSize: Int! }
  type Commit implements GitObject {
    oid: GitObjectID!
    message: String!
    committedDate: GitTimestamp!
    author: GitActor
    history(first: Int, path: String): CommitHistoryConnection!
    file(path: String!): TreeEntry
  }
  type CommitHistoryConnection { nodes: [Commit] }
  type GitActor { name: String, email: String, date: GitTimestamp, user: User }
  type User { databaseId: Int, login: String! }
  type TreeEntry { oid: GitObjectID!, path: String }

  input CreateCommitOnBranchInput {
    branch: CommittableBranch!
    expectedHeadOid: GitObjectID!
    fileChanges: FileChanges
    message: CommitMessage!
  }
  input CommittableBranch { repositoryNameWithOwner: String, branchName: String }
  input FileChanges { additions: [FileAddition!], deletions: [FileDeletion!] }
  input FileAddition { path: String!, contents: Base64String! }
  input FileDeletion { path: String! }
  input CommitMessage { headline: String!, body: String }
  type CreateCommitOnBranchPayload { commit: Commit }
`);

interface CommitInput {
  expectedHeadOid: string;
  fileChanges?: { additions?: { path: string; contents: string }[] | null; deletions?: { path: string }[] | null } | null;
  message: { headline: string; body?: string | null };
}

export function createGitHubStandIn({ projectDir, savesTo, log = console.log }: GitHubStandInOptions): StandInHandler {
  const blobs = new Map<string, Buffer>();
  const commits = new Map<string, Commit>();

  function addBlob(content: Buffer): string {
    const oid = gitBlobId(content);
    blobs.set(oid, content);
    return oid;
  }

  function commit(files: ReadonlyMap<string, string>, parent: Commit | undefined, message: string): Commit {
    const committedDate = new Date().toISOString();
    const oid = createHash('sha1')
      .update(`${parent?.oid ?? ''}\n${message}\n${committedDate}\n${[...files].join('\n')}`)
      .digest('hex');
    const made = { oid, parent, message, committedDate, files };
    commits.set(oid, made);
    return made;
  }

  const initialFiles = new Map<string, string>();
  for (const folder of repositoryFolders) {
    for (const entry of readdirSync(join(projectDir, folder), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const path = join(entry.parentPath, entry.name);
      initialFiles.set(relative(projectDir, path).split(sep).join('/'), addBlob(readFileSync(path)));
    }
  }
  let head = commit(initialFiles, undefined, 'The project’s content as the server found it');

  /** The newest commit from `start` back that changed `path` (or the first commit). */
  function lastChange(start: Commit, path: string): Commit {
    let current = start;
    while (current.parent && current.parent.files.get(path) === current.files.get(path)) current = current.parent;
    return current;
  }

  function commitObject(found: Commit) {
    return {
      __typename: 'Commit',
      oid: found.oid,
      message: found.message,
      committedDate: found.committedDate,
      author: {
        name: standInUser.name,
        email: standInUser.email,
        date: found.committedDate,
        user: { databaseId: standInUser.id, login: standInUser.login },
      },
      history: ({ path }: { path?: string | null }) => ({ nodes: [commitObject(path ? lastChange(found, path) : found)] }),
      file: ({ path }: { path: string }) => {
        const oid = found.files.get(path);
        return oid === undefined ? null : { oid, path };
      },
    };
  }

  function gitObject(oid: string) {
    const content = blobs.get(oid);
    if (content !== undefined)
      return { __typename: 'Blob', oid, text: content.toString('utf8'), isTruncated: false, byteSize: content.length };
    const found = commits.get(oid);
    return found ? commitObject(found) : null;
  }

  function insideRepository(path: string): string {
    const target = resolve(savesTo, path);
    if (!repositoryFolders.some((folder) => target.startsWith(resolve(savesTo, folder) + sep))) {
      throw new Error(`The stand-in saves only under ${repositoryFolders.join(' and ')}, not "${path}".`);
    }
    return target;
  }

  function createCommitOnBranch({ input }: { input: CommitInput }) {
    if (input.expectedHeadOid !== head.oid) {
      throw new Error(`Expected branch to point to "${input.expectedHeadOid}" but it did not. Pull and try again.`);
    }
    const files = new Map(head.files);
    const additions = input.fileChanges?.additions ?? [];
    const deletions = input.fileChanges?.deletions ?? [];
    for (const { path } of deletions) {
      insideRepository(path);
      files.delete(path);
    }
    const written = additions.map(({ path, contents }) => {
      const content = Buffer.from(contents, 'base64');
      files.set(path, addBlob(content));
      return { target: insideRepository(path), content };
    });
    head = commit(files, head, [input.message.headline, input.message.body].filter(Boolean).join('\n\n'));
    for (const { path } of deletions) rmSync(insideRepository(path), { force: true });
    for (const { target, content } of written) {
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, content);
    }
    log(`Editor: saved "${input.message.headline}": ${[...additions, ...deletions].map(({ path }) => path).join(', ')} (in ${savesTo})`);
    return { commit: commitObject(head) };
  }

  const rootValue = {
    repository: () => ({
      defaultBranchRef: () => ({ name: 'main', target: commitObject(head) }),
      ref: () => ({ name: 'main', target: commitObject(head) }),
      object: ({ oid }: { oid?: string | null }) => (oid ? gitObject(oid) : null),
    }),
    createCommitOnBranch,
  };

  function sendJson(response: ServerResponse, status: number, body: unknown): void {
    response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    response.end(JSON.stringify(body));
  }

  function rest(response: ServerResponse, path: string): void {
    if (path === '/user') {
      sendJson(response, 200, { ...standInUser, avatar_url: '', html_url: '' });
      return;
    }
    if (/^\/repos\/[^/]+\/[^/]+\/collaborators\/[^/]+$/.test(path)) return void response.writeHead(204).end();
    const tree = /^\/repos\/[^/]+\/[^/]+\/git\/trees\/([^/]+)$/.exec(path);
    if (tree) {
      const at = commits.get(tree[1] ?? '') ?? head;
      const entries = [...at.files].map(([file, sha]) => ({
        path: file,
        mode: '100644',
        type: 'blob',
        sha,
        size: blobs.get(sha)?.length ?? 0,
      }));
      sendJson(response, 200, { sha: at.oid, tree: entries, truncated: false });
      return;
    }
    const blob = /^\/repos\/[^/]+\/[^/]+\/git\/blobs\/([0-9a-f]{40})$/.exec(path);
    const content = blob && blobs.get(blob[1] ?? '');
    if (content) {
      response.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Cache-Control': 'no-store' });
      return void response.end(content);
    }
    sendJson(response, 404, { message: 'Not Found' });
  }

  return async function handleGitHub(request, response) {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname !== githubApiPath && !pathname.startsWith(`${githubApiPath}/`)) return false;
    const path = pathname.slice(githubApiPath.length);
    // GitHub takes any valid token; this stand-in takes any token at all, but not none.
    if (!/^(token|Bearer) \S+$/.test(request.headers.authorization ?? '')) {
      sendJson(response, 401, { message: 'Bad credentials' });
      return true;
    }
    if (path === '/api/graphql' && request.method === 'POST') {
      const { query, variables } = JSON.parse((await readBody(request, 50_000_000)).toString('utf8')) as {
        query: string;
        variables?: Record<string, unknown>;
      };
      const result = await graphql({ schema, source: query, rootValue, variableValues: variables ?? null });
      sendJson(response, 200, result);
      return true;
    }
    if (path.startsWith('/api/v3/') && request.method === 'GET') {
      rest(response, path.slice('/api/v3'.length));
      return true;
    }
    sendText(response, 404, 'Not Found');
    return true;
  };
}
