// The play page: a game against an agent, dealt by new_game from built-in or pasted
// decks; the same rules and prompts as `dcg play`.
import { api, op, el, info, showError } from './api.js';
import { setGame } from './cards.js';
import { Table } from './game.js';

const $ = id => document.getElementById(id);
const table = new Table();

async function setup() {
  const i = await info();
  const decks = i.decks.map(d => el('option', { value: d.name, text: `${d.name} — ${d.title}` }));
  $('deck').replaceChildren(...decks);
  $('opp-deck').replaceChildren(...decks.map(o => o.cloneNode(true)));
  $('deck').value = 'st1';
  $('opp-deck').value = 'st2';
  $('agent').replaceChildren(...i.agents.map(a => el('option', { value: a, text: a })));
  $('agent').value = i.agents.includes('greedy') ? 'greedy' : i.agents[0];
}

async function start(ev) {
  ev.preventDefault();
  showError($('setup-error'), null);
  try {
    let mine = { name: $('deck').value };
    if ($('paste').value.trim()) {
      const got = await api('/api/deck', { method: 'POST', body: $('paste').value });
      mine = { cards: got.cards };
    }
    const seed = $('seed').value === '' ? Math.floor(Math.random() * 2 ** 31) : Number($('seed').value);
    const state = await op({ op: 'new_game', decks: [mine, { name: $('opp-deck').value }], seed,
      agents: ['client', $('agent').value] });
    setGame('');
    $('setup').classList.add('hidden');
    $('new').classList.remove('hidden');
    await table.start(state);
  } catch (e) {
    showError($('setup-error'), e);
  }
}

$('setup').addEventListener('submit', start);
$('new').addEventListener('click', async () => {
  if (table.state) await op({ op: 'drop', game: table.state.game }).catch(() => {});
  $('table').classList.add('hidden');
  $('setup').classList.remove('hidden');
  $('new').classList.add('hidden');
});
setup().catch(e => showError($('setup-error'), e));
