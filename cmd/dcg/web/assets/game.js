// A game played on the page over the engine protocol (POST /api/op): the board as
// the deciding player sees it (the view op), the decision waiting with its options
// as buttons and as clickable cards, what happened (the events op), and the end.
import { op, el, showError } from './api.js';
import { load, numbersOf, face } from './cards.js';
import { renderBoard } from './board.js';

const $ = id => document.getElementById(id);

export class Table {
  // hotseat: the page plays both seats (each decision from its own side).
  constructor({ hotseat = false, saveable = true } = {}) {
    this.hotseat = hotseat;
    this.saveable = saveable;
    this.state = null;
    this.cursor = 0;
    this.busy = false;
    $('concede').onclick = () => this.answer(-1);
  }

  // start shows a game op new_game (or a position) dealt.
  async start(state) {
    this.state = state;
    this.cursor = 0;
    $('events').replaceChildren();
    $('result').textContent = '';
    $('save').classList.add('hidden');
    $('table').classList.remove('hidden');
    await this.show();
  }

  // viewer is whose side the page shows: the seat asked, else p1.
  viewer() {
    const p = this.state.prompt;
    return this.hotseat && p ? p.player : 'p1';
  }

  async show() {
    const me = this.viewer();
    const view = await op({ op: 'view', game: this.state.game, player: me });
    const evs = await op({ op: 'events', game: this.state.game, player: me, since: this.cursor });
    this.cursor = evs.next;
    await load([...numbersOf(view), ...evs.events.map(e => e.card), ...((view.prompt || {}).options || []).map(o => o.card && o.card.number)]);
    const hands = [null, null];
    hands[me === 'p1' ? 0 : 1] = view.hand;
    const prompt = this.state.prompt;
    renderBoard($('board'), view, { near: me, me, hands, options: prompt ? prompt.options : null,
      onOption: (id, several) => id === null ? this.point(several) : this.answer(id) });
    this.told(evs.events);
    this.ask(prompt);
    this.shown = (this.shown || 0) + 1;
    $('table').dataset.shown = this.shown; // how many times the page has caught up with the game
    const r = this.state.result;
    if (r) {
      $('result').textContent = resultText(r);
      $('result').dataset.reason = r.reason || '';
      if (this.saveable) {
        $('save').href = '/api/save?game=' + encodeURIComponent(this.state.game);
        $('save').classList.remove('hidden');
      }
    }
  }

  // ask shows the decision waiting: what is asked, by which effect, and the options.
  ask(p) {
    $('concede').disabled = !p;
    if (!p) {
      $('prompt').textContent = 'The game has ended.';
      $('why').textContent = '';
      $('options').replaceChildren();
      return;
    }
    $('prompt').textContent = (this.hotseat ? p.player + ': ' : '') + promptTitle(p);
    $('prompt').dataset.kind = p.kind;
    $('why').textContent = p.effect_text || '';
    $('options').replaceChildren(...p.options.map(o =>
      el('button', { 'data-option': o.id, onclick: () => this.answer(o.id) }, `${o.id + 1}) ${o.description}`)));
  }

  // point marks the buttons of a card that has several options.
  point(ids) {
    for (const b of $('options').children) b.classList.toggle('hl', ids.includes(Number(b.dataset.option)));
  }

  async answer(id) {
    if (this.busy || !this.state || !this.state.prompt) return;
    this.busy = true;
    showError($('error'), null);
    try {
      $('prompt').textContent = 'thinking…';
      this.state = await op({ op: 'answer', game: this.state.game, option: id });
      await this.show();
    } catch (e) {
      showError($('error'), e);
    } finally {
      this.busy = false;
    }
  }

  // told appends what happened to the event list.
  told(events) {
    const list = $('events');
    for (const e of events) {
      const text = eventText(e);
      if (text) list.append(el('li', { class: e.kind === 'turn_start' ? 'turn-start' : '', title: e.kind }, text));
    }
    if (list.lastChild) list.lastChild.scrollIntoView({ block: 'nearest' });
  }
}

function promptTitle(p) {
  const titles = { redraw: 'Redraw your opening hand? (5-2-1-4)', breeding: 'Breeding phase: hatch, move out, or do nothing?',
    main: `Main phase, ${p.memory} memory: your action?`, block: 'Block the attack? (12-1)' };
  let t = titles[p.kind] || (p.text ? p.text[0].toUpperCase() + p.text.slice(1) : p.kind);
  if (p.source && !t.includes(p.source)) t += ' — ' + p.source;
  return t;
}

export function resultText(r) {
  if (r.error) return 'The game stopped on an error: ' + r.error;
  if (r.draw) return `A draw in turn ${r.turns}`;
  if (!r.winner) return 'Stopped';
  return `${r.winner} wins in turn ${r.turns}: ${r.reason.replaceAll('_', ' ')}`;
}

function name(number) {
  const f = face(number);
  return f ? f.name : (number || 'a card');
}

// eventText tells an event in a few words, or "" for one the board shows.
function eventText(e) {
  const who = e.player || 'p1';
  switch (e.kind) {
    case 'turn_start': return `— turn ${e.turn}: ${who} —`;
    case 'play': return `${who} plays ${name(e.card)}` + (e.n ? ` for ${e.n}` : '');
    case 'digivolve': return `${who} digivolves #${e.obj} into ${name(e.card)}`;
    case 'use': return `${who} uses ${name(e.card)}`;
    case 'hatch': return `${who} hatches ${name(e.card)}`;
    case 'move_to_battle': return `${who} moves #${e.obj} to the battle area`;
    case 'attack': return `#${e.obj} attacks ` + (e.target ? `#${e.target}` : 'the player');
    case 'block': return `#${e.target} blocks`;
    case 'security_check': return `security check: ${name(e.card)}`;
    case 'delete': return `${name(e.card)} is deleted`;
    case 'memory': return e.delta ? `${who} ${e.delta > 0 ? 'gains' : 'pays'} ${Math.abs(e.delta)} memory` : '';
    case 'activate': return `${name(e.card)}: ${e.text || 'effect'} activates`;
    case 'game_end': return `game over: ${(e.text || '').replaceAll('_', ' ')}`;
    case 'move':
      if (e.to === 'hand' && e.from === 'deck') return `${who} draws ${e.card ? name(e.card) : 'a card'}`;
      if (e.to === 'trash') return `${name(e.card)} goes to ${who}'s trash`;
      return '';
  }
  return '';
}
