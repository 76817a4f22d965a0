// The replay viewer: a logged game re-run by the server (GET /api/replay, as `dcg
// replay` re-runs it), stepped event by event, the board after each.
import { api, el, upload, showError } from './api.js';
import { load, numbersOf } from './cards.js';
import { renderBoard } from './board.js';

const $ = id => document.getElementById(id);
let logs = [];
let rep = null;   // the replay loaded
let at = 0;       // the current step
let timer = null; // playing on

async function refreshLogs(select) {
  logs = await api('/api/logs');
  $('log').replaceChildren(...logs.map(l => el('option', { value: l.id, text: l.name })));
  if (select) $('log').value = select;
  fillGames();
}

function fillGames() {
  const l = logs.find(l => l.id === $('log').value);
  $('game').replaceChildren(...(l ? l.games : []).map(g =>
    el('option', { value: g.index, text: `game ${g.index}: ${g.decks[0]} vs ${g.decks[1]} — ${g.result}` })));
}

async function loadReplay() {
  stop();
  showError($('error'), null);
  try {
    $('title').textContent = 're-running the game…';
    rep = await api(`/api/replay?log=${encodeURIComponent($('log').value)}&game=${encodeURIComponent($('game').value)}`);
    await load(rep.boards.flatMap(numbersOf));
    $('title').textContent = rep.title;
    $('result').textContent = rep.result;
    $('events').replaceChildren(...rep.steps.map((s, i) =>
      el('li', { class: i > 0 && s.turn !== rep.steps[i - 1].turn ? 'turn-start' : '', 'data-step': i, value: i + 1,
        title: `event ${s.seq}, turn ${s.turn}`, onclick: () => go(i) }, s.text)));
    go(0);
  } catch (e) {
    rep = null;
    $('title').textContent = '';
    showError($('error'), e);
  }
}

// go shows step i: its board, its event marked in the list and on the board.
function go(i) {
  if (!rep || rep.steps.length === 0) return;
  at = Math.max(0, Math.min(rep.steps.length - 1, i));
  const step = rep.steps[at];
  const board = rep.boards[step.board];
  const near = $('near').value;
  const all = $('showall').checked;
  const hands = board.hands.map((h, idx) => (all || ['p1', 'p2'][idx] === near) ? h : null);
  renderBoard($('board'), board, { near, me: 'p1', hands, highlight: { card: step.card, obj: step.obj, target: step.target } });
  for (const li of $('events').querySelectorAll('li.current')) li.classList.remove('current');
  const li = $('events').children[at];
  li.classList.add('current');
  li.scrollIntoView({ block: 'nearest' });
  $('pos').textContent = `event ${at + 1} / ${rep.steps.length} · turn ${step.turn}`;
  $('pos').dataset.step = at;
  $('turn').value = step.turn;
}

// jump goes to the first event of a turn.
function jump(turn) {
  if (!rep) return;
  const i = rep.steps.findIndex(s => s.turn >= turn);
  go(i < 0 ? rep.steps.length - 1 : i);
}

function play() {
  if (timer) return stop();
  $('play').textContent = 'pause';
  timer = setInterval(() => {
    if (!rep || at >= rep.steps.length - 1) return stop();
    go(at + 1);
  }, Number($('speed').value));
}

function stop() {
  clearInterval(timer);
  timer = null;
  $('play').textContent = 'play';
}

$('file').addEventListener('change', async () => {
  const f = $('file').files[0];
  if (!f) return;
  showError($('error'), null);
  try {
    const held = await upload('/api/logs?name=' + encodeURIComponent(f.name), f);
    await refreshLogs(held.id);
    await loadReplay();
  } catch (e) {
    showError($('error'), e);
  }
});
$('log').addEventListener('change', fillGames);
$('load').addEventListener('click', loadReplay);
$('first').addEventListener('click', () => go(0));
$('back').addEventListener('click', () => go(at - 1));
$('next').addEventListener('click', () => go(at + 1));
$('last').addEventListener('click', () => rep && go(rep.steps.length - 1));
$('play').addEventListener('click', play);
$('speed').addEventListener('change', () => { if (timer) { stop(); play(); } });
$('jump').addEventListener('click', () => jump(Number($('turn').value)));
$('turn').addEventListener('keydown', e => { if (e.key === 'Enter') jump(Number($('turn').value)); });
$('near').addEventListener('change', () => go(at));
$('showall').addEventListener('change', () => go(at));
document.addEventListener('keydown', e => {
  if (e.target.tagName === 'INPUT' || e.target.tagName === 'SELECT') return;
  const keys = { ArrowRight: () => go(at + 1), ArrowLeft: () => go(at - 1), Home: () => go(0), End: () => rep && go(rep.steps.length - 1), ' ': play };
  if (keys[e.key]) { e.preventDefault(); keys[e.key](); }
});

// A log given on the command line (or the one a link names) is loaded at once.
const params = new URLSearchParams(location.search);
refreshLogs(params.get('log')).then(() => {
  if (params.get('game')) $('game').value = params.get('game');
  if (logs.length) return loadReplay();
}).catch(e => showError($('error'), e));
