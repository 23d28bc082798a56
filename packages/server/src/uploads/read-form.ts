import type { Context } from 'hono';
import { refuse } from '../errors';
import type { UploadedFile } from './process-image';

/** A parsed form: its text fields and files by name. */
export interface ReadForm {
  /** The field's text (trimmed), '' when absent; 400 when a file was sent under a text field's name. */
  text(name: string): string;
  /** The files sent under `name`, in order; empty file inputs (no file picked) are skipped. */
  files(name: string): Promise<UploadedFile[]>;
}

const FORM_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded'];

/** The request body as a form (415 for another content type, 400 when it cannot be parsed). */
export async function readForm(c: Context): Promise<ReadForm> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!FORM_TYPES.includes(type)) throw refuse('form_required', 'Send this form as multipart/form-data.');
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw refuse('invalid_form', 'The form data could not be read.');
  }
  return {
    text(name) {
      const values = form.getAll(name);
      if (values.some((value) => typeof value !== 'string'))
        throw refuse('field_not_text', `${name} must be text, not a file`, { field: name });
      return typeof values[0] === 'string' ? values[0].trim() : '';
    },
    async files(name) {
      const files: UploadedFile[] = [];
      for (const value of form.getAll(name)) {
        if (typeof value === 'string') {
          if (value.trim() === '') continue;
          throw refuse('field_not_image', `${name} must be an image file`, { field: name });
        }
        if (value.size === 0 && value.name === '') continue;
        files.push({ name: value.name || name, bytes: new Uint8Array(await value.arrayBuffer()) });
      }
      return files;
    },
  };
}
