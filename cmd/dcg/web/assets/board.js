// The board: both sides as cards — the field's stacks (digivolution cards under the
// top card, links beside it), DP, suspended objects turned, the breeding area,
// security, deck and trash — and the memory gauge between them (1-4-2).
import { el } from './api.js';
import { cardEl } from './cards.js';

// renderBoard draws board (a protocol view, or a replay's board) into target.
//   near: the player whose side is drawn at the bottom ("p1", "p2")
//   me: the player whose view it is (memory is told from their side)
//   hands: per seat, the hand's cards, or null to draw it face down
//   highlight: {card, obj, target} to mark what an event names
//   options, onOption: a prompt's options, to make cards and objects clickable
export function renderBoard(target, board, opts) {
  const near = opts.near || 'p1';
  const far = near === 'p1' ? 'p2' : 'p1';
  const side = p => board.players[p === 'p1' ? 0 : 1];
  const memNear = (opts.me || near) === near ? board.memory : -board.memory;
  target.replaceChildren(
    sideEl(side(far), board, opts, false),
    gaugeEl(memNear, far, near),
    sideEl(side(near), board, opts, true));
  mark(target, opts);
}

function sideEl(s, board, opts, isNear) {
  const idx = s.player === 'p1' ? 0 : 1;
  const hand = opts.hands ? opts.hands[idx] : null;
  const head = el('div', { class: 'side-head' },
    el('b', { text: s.player + (board.turn_player === s.player ? ' — turn ' + board.turn + ', ' + board.phase.replaceAll('_', ' ') + ' phase' : '') }),
    el('span', { class: 'security-count', text: 'security ' + s.security_count }),
    el('span', { text: 'deck ' + s.deck_count }),
    el('span', { text: 'Digi-Eggs ' + s.egg_deck_count }),
    el('span', { class: 'hand-count', text: 'hand ' + s.hand_count }),
    el('span', { text: 'trash ' + s.trash.length }));
  const security = el('div', { class: 'zone stack security' }, el('span', { class: 'label', text: 'security' }),
    s.security.length ? cardEl(s.security[s.security.length - 1], { small: true }) : null, // the top card (3-7-4: face up if it was put so)
    el('span', { class: 'count', text: s.security_count + (s.security_count === 1 ? ' card' : ' cards') }));
  const trashTop = s.trash.length ? s.trash[s.trash.length - 1] : null;
  const trash = el('div', { class: 'zone stack trash', title: s.trash.map(c => c.name).join(', ') }, el('span', { class: 'label', text: 'trash' }),
    trashTop ? cardEl(trashTop, { small: true }) : null,
    el('span', { class: 'count', text: s.trash.length + (s.trash.length === 1 ? ' card' : ' cards') }));
  const breeding = el('div', { class: 'zone breeding' }, el('span', { class: 'label', text: 'breeding' }),
    s.breeding ? objectEl(s.breeding) : null);
  const battle = el('div', { class: 'zone battle' }, el('span', { class: 'label', text: 'battle area' }),
    s.battle.map(objectEl));
  const handZone = el('div', { class: 'zone hand' }, el('span', { class: 'label', text: 'hand' }),
    hand ? hand.map(c => cardEl(c)) : Array.from({ length: s.hand_count }, () => cardEl(null, { small: true })));
  const piles = el('div', { class: 'piles' }, security, trash);
  const rows = el('div', { class: 'rows' }, isNear ? [breeding, battle, piles] : [piles, battle, breeding]);
  const e = el('div', { class: 'side' + (board.turn_player === s.player ? ' turn' : ''), id: 'side-' + s.player, 'data-player': s.player });
  e.append(...(isNear ? [head, rows, handZone] : [head, handZone, rows]));
  return e;
}

// objectEl draws a Digimon, Tamer or Digi-Egg: the top card, the cards under it
// (bottom first in the view; drawn top to bottom under the top card), its links.
function objectEl(o) {
  const top = o.cards[o.cards.length - 1];
  const under = o.cards.slice(0, -1).reverse();
  return el('div', { class: 'object' + (o.suspended ? ' suspended' : ''), 'data-obj': o.id, title: o.suspended ? 'suspended' : '' },
    el('div', { class: 'top' }, cardEl(top)),
    o.dp !== undefined ? el('div', { class: 'dp', text: o.dp + ' DP' }) : null,
    (o.keywords || []).length ? el('div', { class: 'count', text: o.keywords.join(' ') }) : null,
    under.length ? el('div', { class: 'under' }, under.map(c => el('div', { class: 'strip', 'data-card': c.id, title: c.number, text: c.name }))) : null,
    (o.links || []).length ? el('div', { class: 'links' }, o.links.map(c => el('div', { class: 'strip', 'data-card': c.id, title: 'link: ' + c.number, text: '⛓ ' + c.name }))) : null);
}

// gaugeEl is the memory gauge: the far side's 10 on the left, the near side's on
// the right, the marker where the memory is.
function gaugeEl(memNear, far, near) {
  const cells = [];
  for (let i = -10; i <= 10; i++) {
    cells.push(el('span', { class: (i === memNear ? 'at' : '') + (i === 0 ? ' zero' : ''), text: Math.abs(i) }));
  }
  const holder = memNear > 0 ? near : memNear < 0 ? far : 'nobody';
  return el('div', { class: 'gauge-wrap' },
    el('div', { class: 'gauge', id: 'gauge', 'data-memory': memNear, title: `memory: ${far} ← → ${near}` }, cells),
    el('div', { class: 'count', id: 'memory', style: 'text-align:center', text: `memory ${Math.abs(memNear)} on ${holder}'s side` }));
}

// mark highlights what an event names, and makes a prompt's cards clickable.
function mark(target, opts) {
  const h = opts.highlight || {};
  if (h.card) target.querySelectorAll(`[data-card="${h.card}"]`).forEach(e => e.classList.add('hl'));
  if (h.obj) target.querySelectorAll(`.object[data-obj="${h.obj}"]`).forEach(e => e.classList.add('hl'));
  if (h.target) target.querySelectorAll(`.object[data-obj="${h.target}"]`).forEach(e => e.classList.add('hl2'));
  if (!opts.options) return;
  const byCard = new Map(), byObj = new Map();
  for (const o of opts.options) {
    if (o.card) push(byCard, o.card.id, o);
    else if (o.obj) push(byObj, o.obj, o);
  }
  for (const [id, os] of byCard) {
    target.querySelectorAll(`.card[data-card="${id}"]`).forEach(e => clickable(e, os, opts.onOption));
  }
  for (const [id, os] of byObj) {
    target.querySelectorAll(`.object[data-obj="${id}"]`).forEach(e => clickable(e, os, opts.onOption));
  }
}

function push(m, k, v) { if (!m.has(k)) m.set(k, []); m.get(k).push(v); }

// clickable: one option answers on a click; several are pointed out among the buttons.
function clickable(e, options, onOption) {
  e.classList.add('option');
  e.dataset.options = options.map(o => o.description).join('\n'); // the card's own text stays its title
  e.addEventListener('click', ev => {
    ev.stopPropagation();
    if (options.length === 1) onOption(options[0].id);
    else onOption(null, options.map(o => o.id));
  });
}
