// Card faces, drawn from card data (GET /api/cards): no image is fetched.
import { api, el } from './api.js';

const faces = new Map(); // number → face, or null for a number no card has
let game = '';           // a position's game: its inline cards are its own

export function setGame(id) { game = id || ''; faces.clear(); }

// load fetches the faces of numbers not known yet.
export async function load(numbers) {
  const want = [...new Set(numbers.filter(n => n && !faces.has(n)))];
  for (let i = 0; i < want.length; i += 150) {
    const part = want.slice(i, i + 150);
    const q = part.map(n => 'n=' + encodeURIComponent(n)).join('&') + (game ? '&game=' + encodeURIComponent(game) : '');
    const got = await api('/api/cards?' + q);
    for (const n of part) faces.set(n, got[n] || null);
  }
}

export function face(number) { return faces.get(number) || null; }

// numbersOf lists every card number in a board or view, to load their faces.
export function numbersOf(board) {
  const out = [];
  const add = c => { if (c && c.number) out.push(c.number); };
  for (const side of board.players || []) {
    (side.trash || []).forEach(add);
    (side.security || []).forEach(add);
    for (const o of [side.breeding, ...(side.battle || [])]) {
      if (o) { o.cards.forEach(add); (o.links || []).forEach(add); }
    }
  }
  (board.hand || []).forEach(add);
  for (const h of board.hands || []) (h || []).forEach(add);
  return out;
}

// cardEl draws a card: color bars, number, name, cost, level, DP; its text on hover.
export function cardEl(card, opts = {}) {
  if (!card) return el('div', { class: 'card back' + (opts.small ? ' small' : ''), title: 'face down' });
  const f = face(card.number);
  const bars = el('div', { class: 'bars' }, ...(f ? f.colors : []).map(c => el('span', { style: `background: var(--${c})` })));
  const e = el('div', { class: 'card' + (opts.small ? ' small' : ''), 'data-card': card.id, 'data-number': card.number, title: f ? cardText(f) : card.name },
    bars,
    el('div', { class: 'num', text: card.number }),
    el('div', { class: 'name', text: card.name || (f && f.name) || card.number }),
    f && f.cost !== undefined ? el('div', { class: 'cost', text: f.cost }) : null,
    el('div', { class: 'stats' },
      el('span', { text: f && f.level ? 'Lv' + f.level : (f ? f.kind : '') }),
      el('span', { text: f && f.dp !== undefined ? f.dp : '' })));
  e.addEventListener('mouseenter', () => showDetail(card.number));
  return e;
}

// cardText is a card's whole face as text: what the tooltip and the side panel say.
export function cardText(f) {
  const head = [`${f.number} ${f.name}`, f.kind, f.colors.join('/')];
  if (f.level) head.push('Lv' + f.level);
  if (f.cost !== undefined) head.push('cost ' + f.cost);
  if (f.digivolve && f.digivolve.length) head.push('digivolve ' + f.digivolve.join('/'));
  if (f.dp !== undefined) head.push(f.dp + ' DP');
  const lines = [head.join(' · ')];
  if (f.traits && f.traits.length) lines.push(f.traits.join(' / '));
  if (f.effect) lines.push(f.effect);
  if (f.inherited) lines.push('Inherited: ' + f.inherited);
  if (f.security) lines.push('Security: ' + f.security);
  return lines.join('\n');
}

// showDetail writes a card's text into the page's #detail panel.
export function showDetail(number) {
  const d = document.getElementById('detail');
  const f = face(number);
  if (!d || !f) return;
  const [title, ...rest] = cardText(f).split('\n');
  d.replaceChildren(el('div', { class: 'title', text: title }), rest.join('\n'));
}
