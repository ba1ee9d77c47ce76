/** A field of a multipart body: text as it is, a file or blob as a file part; nothing leaves the field out. */
type Part = string | Blob | null | undefined;

/** The fields of a JSON body as multipart/form-data: text as text, files and blobs as files, empty fields left out. */
export function toFormData(fields: Readonly<Record<string, Part>>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value == null || value === '') continue;
    if (typeof value === 'string') body.append(name, value);
    // A bare blob (a drawn signature, a compressed photo) is named after its field: `signature.png`.
    else body.append(name, value, value instanceof File ? value.name : `${name}.${value.type.split('/')[1] || 'bin'}`);
  }
  return body;
}

type Request = string | { body?: unknown; [key: string]: unknown };

/**
 * The codegen writes a multipart operation's call with its body as JSON (the fetchBaseQuery default). Given to
 * `enhanceEndpoints` in its function form, this keeps the generated request (its URL, parameters and headers) and
 * sends that body as multipart/form-data, as the contract says.
 */
export function sendsMultipart(definition: { query?: unknown }): void {
  const generated = definition.query as (arg: unknown) => Request;
  definition.query = (arg: unknown) => {
    const request = generated(arg);
    return typeof request === 'string'
      ? request
      : { ...request, body: toFormData(request.body as Record<string, Part>) };
  };
}
