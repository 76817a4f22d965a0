// The position page: a game from a scenario file's board, as `dcg play --position`
// plays it (its steps are not played; it is not saved: a replay starts from decks).
import { api, el, info, showError } from './api.js';
import { setGame } from './cards.js';
import { Table } from './game.js';

const $ = id => document.getElementById(id);
let table = null;

async function setup() {
  const i = await info();
  $('agent').replaceChildren(...i.agents.map(a => el('option', { value: a, text: a })),
    el('option', { value: 'client', text: 'you (both sides)' }));
  $('agent').value = i.agents.includes('greedy') ? 'greedy' : i.agents[0];
  if (i.position) $('given').textContent = `or leave it empty: ${i.position} (given to dcg serve)`;
}

async function start(ev) {
  ev.preventDefault();
  showError($('setup-error'), null);
  const f = $('file').files[0];
  const agent = $('agent').value;
  try {
    const got = await api(`/api/position?agent=${encodeURIComponent(agent)}` + (f ? '&name=' + encodeURIComponent(f.name) : ''),
      { method: 'POST', body: f || '' });
    $('title').textContent = `${got.title} · seed ${got.seed}`;
    setGame(got.state.game);
    table = new Table({ hotseat: agent === 'client', saveable: false });
    $('setup').classList.add('hidden');
    await table.start(got.state);
  } catch (e) {
    showError($('setup-error'), e);
  }
}

$('setup').addEventListener('submit', start);
setup().catch(e => showError($('setup-error'), e));
