/** The editor's script, fonts and interface languages under /admin/, from npm (src/admin/editor-files.ts). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { editorFiles, type EditorFile } from '../../admin/editor-files';

type Served = Pick<EditorFile, 'type' | 'body'>;

export const getStaticPaths = (() =>
  editorFiles(process.cwd()).map(({ path, type, body }): { params: { file: string }; props: Served } => ({
    params: { file: path },
    props: { type, body },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<Served> = ({ props }) => new Response(props.body(), { headers: { 'Content-Type': props.type } });
