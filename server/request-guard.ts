/**
 * What every request must satisfy before any route sees it, decided once at
 * the edge (decision 0005): no control characters in the path, the query or any
 * submitted text, and a body only in a form the route can read. Pure, so the
 * rules are tested without a server (request-guard.test.ts).
 */

export interface Refusal {
  status: 400 | 404 | 415;
  message: string;
}

// C0 controls and DEL. Submitted text may still hold tab, line feed and
// carriage return: a message typed in a textarea has line breaks.
const CONTROL_IN_ADDRESS = /[\u0000-\u001F\u007F]/;
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);
const METHODS_WITH_BODY = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export interface GuardedRequest {
  method: string;
  /** Path and query exactly as sent, still percent-encoded. */
  target: string;
  contentType: string | undefined;
  body: Uint8Array<ArrayBuffer>;
}

export function isApiPath(pathname: string): boolean {
  return pathname === "/api" || pathname.startsWith("/api/");
}

/** The refusal this request deserves, or null when routes may see it. */
export async function inspectRequest(request: GuardedRequest): Promise<Refusal | null> {
  const queryStart = request.target.indexOf("?");
  const rawPath = queryStart === -1 ? request.target : request.target.slice(0, queryStart);
  const rawQuery = queryStart === -1 ? "" : request.target.slice(queryStart + 1);
  return refusePath(rawPath) ?? refuseQuery(rawQuery) ?? (await refuseBody(request, isApiPath(rawPath)));
}

function refusePath(rawPath: string): Refusal | null {
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return { status: 400, message: "The address is not valid: it holds a broken percent-encoding." };
  }
  // No page's address holds a control character, so there is nothing to find.
  return CONTROL_IN_ADDRESS.test(path) ? { status: 404, message: "Nothing exists at this address." } : null;
}

function refuseQuery(rawQuery: string): Refusal | null {
  for (const [name, value] of new URLSearchParams(rawQuery)) {
    // Remix's old data protocol: with single fetch on, Remix answers it but logs
    // an error each time, so anyone could fill the log. No page sends it.
    if (name === "_data") {
      return { status: 400, message: "This site does not answer ?_data= requests. Remove the _data parameter from the address." };
    }
    if (CONTROL_IN_ADDRESS.test(name) || CONTROL_IN_ADDRESS.test(value)) {
      return { status: 400, message: "The address holds a control character (such as a NUL byte). Remove it and try again." };
    }
  }
  return null;
}

async function refuseBody(request: GuardedRequest, api: boolean): Promise<Refusal | null> {
  if (!METHODS_WITH_BODY.has(request.method)) return null;
  const mediaType = (request.contentType ?? "").split(";")[0]!.trim().toLowerCase();
  // A page's action always reads form data, and a browser always labels a form
  // it sends, even an empty one; an API call may send nothing at all, though not as an empty multipart
  // body, which lacks even its closing boundary and makes any parser throw.
  if (api && request.body.byteLength === 0 && mediaType !== "multipart/form-data") return null;
  if (mediaType === "application/json" && api) return refuseJson(request.body);
  if (FORM_TYPES.has(mediaType)) return refuseForm(request);
  return {
    status: 415,
    message: api
      ? "Send the body as application/json or as form data (application/x-www-form-urlencoded or multipart/form-data)."
      : "Send the form as application/x-www-form-urlencoded or multipart/form-data.",
  };
}

const TEXT_WITH_CONTROL: Refusal = {
  status: 400,
  message: "The submitted text holds a control character (such as a NUL byte). Remove it and try again.",
};

function refuseJson(body: Uint8Array): Refusal | null {
  let clean = true;
  try {
    JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(body), (key, value: unknown) => {
      if (CONTROL_IN_TEXT.test(key) || (typeof value === "string" && CONTROL_IN_TEXT.test(value))) clean = false;
      return value;
    });
  } catch {
    return { status: 400, message: "The body is not valid JSON." };
  }
  return clean ? null : TEXT_WITH_CONTROL;
}

async function refuseForm(request: GuardedRequest): Promise<Refusal | null> {
  let form: FormData;
  try {
    form = await new Response(request.body, { headers: { "Content-Type": request.contentType ?? "" } }).formData();
  } catch {
    return { status: 400, message: "The form data could not be read. Send it again from the page." };
  }
  for (const [name, value] of form) {
    const text = typeof value === "string" ? value : value.name;
    if (CONTROL_IN_TEXT.test(name) || CONTROL_IN_TEXT.test(text)) return TEXT_WITH_CONTROL;
  }
  return null;
}
