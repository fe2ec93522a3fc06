// The local KOOK's own pages and test controls under /_local/: the simulated channel, the developer
// centre (bot accounts), and with `controls` the fault controls, the sent-message record and the
// world's actions as JSON. Not part of KOOK.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { KookCore } from './core';
import { randomHex } from './crypto';
import { BodyError, escapeHtml, nonce, page, readParams, sendHtml, sendJson } from './http';

type ControlHandler = (name: string, body: Record<string, unknown>) => unknown;

const CHANNEL_SCRIPT = `'use strict';
(function () {
  var list = document.getElementById('messages');
  var url = location.pathname + '.json';
  function render(data) {
    list.textContent = '';
    data.messages.forEach(function (m) {
      var row = document.createElement('div');
      row.className = 'msg';
      var who = document.createElement('strong');
      who.textContent = m.author + (m.authorKind === 'bot' ? ' [BOT]' : '');
      var what = document.createElement('span');
      what.textContent = ': ' + m.content + (m.deleted ? ' (deleted)' : '');
      row.appendChild(who);
      row.appendChild(what);
      list.appendChild(row);
    });
  }
  function poll() {
    fetch(url, { cache: 'no-store' })
      .then(function (r) { return r.ok ? r.json() : null; })
      .then(function (data) { if (data) render(data); })
      .catch(function () {})
      .then(function () { setTimeout(poll, 2000); });
  }
  setTimeout(poll, 2000);
})();
`;

export class LocalPages {
  private readonly forms = new Set<string>();

  constructor(
    private readonly core: KookCore,
    private readonly controlsEnabled: boolean,
    private readonly control: ControlHandler,
  ) {}

  async handle(
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
    query: URLSearchParams,
  ): Promise<boolean> {
    const method = request.method ?? 'GET';
    if (method === 'GET' && path === '/_local/assets/channel.js') {
      response.writeHead(200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'no-cache',
        'X-Content-Type-Options': 'nosniff',
      });
      response.end(CHANNEL_SCRIPT);
      return true;
    }
    const channel = /^\/_local\/channel\/(\d+)(\.json)?$/.exec(path);
    if (method === 'GET' && channel?.[1]) {
      this.channel(response, channel[1], channel[2] === '.json');
      return true;
    }
    if (method === 'GET' && path === '/_local/developer') {
      this.developer(response, null);
      return true;
    }
    if (method === 'POST' && path === '/_local/developer/bots') {
      const params = await readParams(request);
      const form = typeof params['form'] === 'string' ? params['form'] : '';
      const name = typeof params['name'] === 'string' ? params['name'].trim().slice(0, 40) : '';
      if (!this.forms.delete(form) || !name) {
        this.developer(response, null, '请求已过期或名称为空');
        return true;
      }
      const bot = this.core.addBot({ name });
      this.developer(response, bot);
      return true;
    }
    if (!this.controlsEnabled) return false;
    if (method === 'GET' && path === '/_local/sent') {
      const botId = query.get('botId') ?? undefined;
      const sinceSeq = Number(query.get('sinceSeq') ?? '0') || 0;
      sendJson(response, 200, this.core.sent({ ...(botId ? { botId } : {}), sinceSeq }));
      return true;
    }
    const action = /^\/_local\/(controls|world)\/([A-Za-z]+)$/.exec(path);
    if (method === 'POST' && action?.[2]) {
      let body: Record<string, unknown>;
      try {
        body = await readParams(request);
      } catch (error) {
        if (!(error instanceof BodyError)) throw error;
        sendJson(response, 400, { error: error.message });
        return true;
      }
      try {
        const result = await this.control(`${action[1]}/${action[2]}`, body);
        sendJson(response, 200, result ?? { ok: true });
      } catch (error) {
        sendJson(response, 400, { error: error instanceof Error ? error.message : 'failed' });
      }
      return true;
    }
    return false;
  }

  private channel(response: ServerResponse, channelId: string, json: boolean): void {
    const place = this.core.guildOf(channelId);
    if (!place) {
      sendJson(response, 404, { error: 'unknown channel' });
      return;
    }
    const messages = this.core
      .messages({ channelId })
      .filter((m) => !m.tempTargetId)
      .slice(-100)
      .map((m) => ({
        seq: m.seq,
        at: m.at,
        author: m.authorName,
        authorKind: m.authorKind,
        content: m.content,
        type: m.type,
        deleted: m.deleted,
      }));
    if (json) {
      sendJson(response, 200, {
        channel: { id: place.channel.id, name: place.channel.name, guild: place.guild.name },
        messages,
      });
      return;
    }
    const styleNonce = nonce();
    const rows = messages
      .map(
        (m) =>
          `<div class="msg"><strong>${escapeHtml(m.author)}${m.authorKind === 'bot' ? ' [BOT]' : ''}</strong><span>: ${escapeHtml(m.content)}${m.deleted ? ' (deleted)' : ''}</span></div>`,
      )
      .join('');
    const title = `#${place.channel.name} · ${place.guild.name}`;
    sendHtml(
      response,
      200,
      page(
        title,
        styleNonce,
        `<h1>${escapeHtml(title)}</h1><p class="muted">模拟频道 (local KOOK)</p><div id="messages">${rows}</div>`,
        '<script src="/_local/assets/channel.js" defer></script>',
      ),
      { styleNonce, scripts: true },
    );
  }

  private developer(
    response: ServerResponse,
    created: { id: string; token: string; username: string; identifyNum: string } | null,
    error?: string,
  ): void {
    const form = randomHex(16);
    this.forms.add(form);
    if (this.forms.size > 200) {
      const oldest = this.forms.values().next();
      if (!oldest.done) this.forms.delete(oldest.value);
    }
    const rows = this.core
      .botAccounts()
      .map(
        (b) =>
          `<tr><td><code>${escapeHtml(b.id)}</code></td><td>${escapeHtml(`${b.username}#${b.identifyNum}`)}</td><td>${
            this.core.isWebhookMode(b.id) ? 'Webhook' : 'Websocket'
          }</td><td>${this.core.isOnline(b.id) ? '在线' : '离线'}</td></tr>`,
      )
      .join('');
    const notice = created
      ? `<p>已创建机器人 ${escapeHtml(`${created.username}#${created.identifyNum}`)}。Token（只显示这一次）：</p><p><code>${escapeHtml(created.token)}</code></p>`
      : error
        ? `<p>${escapeHtml(error)}</p>`
        : '';
    const styleNonce = nonce();
    const body = `<h1>开发者中心 (local KOOK)</h1>${notice}
<table><thead><tr><th>ID</th><th>名称</th><th>连接模式</th><th>状态</th></tr></thead><tbody>${rows}</tbody></table>
<h2>新建机器人</h2>
<form method="post" action="/_local/developer/bots"><input type="hidden" name="form" value="${form}">
<label>名称 <input name="name" maxlength="40" required></label> <button type="submit">创建</button></form>`;
    sendHtml(response, created ? 201 : 200, page('开发者中心', styleNonce, body), { styleNonce });
  }
}
