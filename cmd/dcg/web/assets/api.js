// The board's API: JSON over HTTP. Every error comes back as {error: {code, message}}.

export async function api(path, options = {}) {
  const resp = await fetch(path, options);
  const body = await resp.json().catch(() => ({ error: { message: `HTTP ${resp.status}` } }));
  if (!resp.ok || body.ok === false) {
    const e = new Error((body.error && body.error.message) || `HTTP ${resp.status}`);
    e.code = body.error && body.error.code;
    throw e;
  }
  return body;
}

// op sends one engine-protocol request (as `dcg serve --stdio` reads a line) and
// returns its result.
export async function op(request) {
  const body = await api('/api/op', { method: 'POST', body: JSON.stringify(request) });
  return body.result;
}

export function info() { return api('/api/info'); }

export function upload(path, file) {
  return api(path, { method: 'POST', body: file });
}

export function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k === 'class') e.className = v;
    else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else if (k === 'text') e.textContent = v;
    else e.setAttribute(k, v === true ? '' : v);
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    e.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return e;
}

export function showError(target, err) {
  target.textContent = err ? String(err.message || err) : '';
}
