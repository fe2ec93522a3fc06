// The local KOOK's own pages and test controls under /_local/: the simulated channel, the developer
// centre (bot accounts, and per bot its connection mode: a webhook's callback URL, verify token and
// encrypt key, which sends the challenge, or back to websocket), and with `controls` the fault
// controls, the sent-message record and the world's actions as JSON. Not part of KOOK.
// KOOK: docs/zh-cn/webhook.md §配置 WebHook 回调地址 (developer.kookapp.cn/doc/webhook)
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

/** A bot's webhook as the developer centre last set it; its secrets are never shown again. */
interface SavedHook {
  callbackUrl: string;
  verifyToken: string;
  encryptKey: string | null;
}

/** What the bot's page says after a form: plain text (escaped when drawn). */
interface Notice {
  text: string;
  /** A secret the centre made, shown this once. */
  secret?: { label: string; value: string };
}

const FIELD_LIMITS = { callbackUrl: 2000, verifyToken: 100, encryptKey: 32 } as const;

const field = (params: Record<string, unknown>, name: keyof typeof FIELD_LIMITS): string => {
  const value = params[name];
  return typeof value === 'string' ? value.trim() : '';
};

/** An http(s) URL KOOK may post to, or null. */
function callbackUrlOf(value: string): string | null {
  if (!value || value.length > FIELD_LIMITS.callbackUrl) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export class LocalPages {
  private readonly forms = new Set<string>();
  private readonly hooks = new Map<string, SavedHook>();

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
    const botPage = /^\/_local\/developer\/bots\/(\d+)(?:\/(webhook|websocket))?$/.exec(path);
    if (botPage?.[1] && this.core.bot(botPage[1])) {
      const botId = botPage[1];
      if (method === 'GET' && !botPage[2]) {
        this.botPage(response, botId, null);
        return true;
      }
      if (method === 'POST' && botPage[2]) {
        const params = await readParams(request);
        const form = typeof params['form'] === 'string' ? params['form'] : '';
        if (!this.forms.delete(form)) {
          this.botPage(response, botId, { text: '请求已过期，请重新提交' }, 400);
          return true;
        }
        const notice =
          botPage[2] === 'webhook'
            ? await this.setWebhook(botId, params)
            : await this.useWebsocket(botId);
        this.botPage(response, botId, notice);
        return true;
      }
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

  /** A one-time token for one form, so a page's form is answered once. */
  private formToken(): string {
    const form = randomHex(16);
    this.forms.add(form);
    if (this.forms.size > 200) {
      const oldest = this.forms.values().next();
      if (!oldest.done) this.forms.delete(oldest.value);
    }
    return form;
  }

  /**
   * Sets the bot's callback URL (webhook.md "配置 WebHook 回调地址"): KOOK then sends its challenge
   * and the bot is online once it is answered. An empty verify token is made here, as KOOK makes
   * one; `retry` sends the challenge again with what was set before ("重试").
   */
  private async setWebhook(botId: string, params: Record<string, unknown>): Promise<Notice> {
    let hook: SavedHook;
    let made: Notice['secret'];
    const saved = this.hooks.get(botId);
    if (params['retry'] === '1') {
      if (!saved) return { text: '还没有设置回调地址' };
      hook = saved;
    } else {
      const callbackUrl = callbackUrlOf(field(params, 'callbackUrl'));
      if (!callbackUrl) return { text: 'Callback URL 必须是 http 或 https 地址' };
      let verifyToken = field(params, 'verifyToken');
      const encryptKey = field(params, 'encryptKey');
      if (verifyToken.length > FIELD_LIMITS.verifyToken) return { text: 'Verify Token 过长' };
      if (encryptKey.length > FIELD_LIMITS.encryptKey) return { text: 'Encrypt Key 最多 32 位' };
      if (!verifyToken) {
        verifyToken = randomHex(12);
        made = { label: 'Verify Token（只显示这一次）', value: verifyToken };
      }
      hook = { callbackUrl, verifyToken, encryptKey: encryptKey || null };
      this.hooks.set(botId, hook);
    }
    const result = await this.core.setWebhook(botId, { ...hook });
    const text = result.ok
      ? 'Challenge 验证通过，机器人已通过 Webhook 上线。'
      : `Challenge 验证失败：${result.error ?? '未知错误'}。机器人未上线，修正后可重试。`;
    return made ? { text, secret: made } : { text };
  }

  private async useWebsocket(botId: string): Promise<Notice> {
    this.hooks.delete(botId);
    await this.core.setWebhook(botId, null);
    return { text: '已切换到 Websocket：KOOK 不再向回调地址推送事件。' };
  }

  private botPage(
    response: ServerResponse,
    botId: string,
    notice: Notice | null,
    status = 200,
  ): void {
    const bot = this.core.bot(botId);
    if (!bot) return;
    const webhook = this.core.isWebhookMode(botId);
    const saved = this.hooks.get(botId);
    const base = `/_local/developer/bots/${encodeURIComponent(botId)}`;
    const message = notice
      ? `<p role="status">${escapeHtml(notice.text)}</p>${
          notice.secret
            ? `<p>${escapeHtml(notice.secret.label)}：<code>${escapeHtml(notice.secret.value)}</code></p>`
            : ''
        }`
      : '';
    const retry =
      webhook && saved
        ? `<form method="post" action="${base}/webhook"><input type="hidden" name="form" value="${this.formToken()}"><input type="hidden" name="retry" value="1"><button type="submit">重试（再次发送 Challenge）</button></form>`
        : '';
    const websocket = webhook
      ? `<h2>Websocket</h2><form method="post" action="${base}/websocket"><input type="hidden" name="form" value="${this.formToken()}"><button type="submit">切换到 Websocket</button></form>`
      : '';
    const title = `${bot.username}#${bot.identifyNum}`;
    const styleNonce = nonce();
    const body = `<p><a href="/_local/developer">← 开发者中心</a></p><h1>${escapeHtml(title)}</h1>${message}
<p>ID <code>${escapeHtml(bot.id)}</code> · 连接模式：${webhook ? 'Webhook' : 'Websocket'} · ${this.core.isOnline(botId) ? '在线' : '离线'}</p>
${webhook && saved ? `<p>Callback URL：<code>${escapeHtml(saved.callbackUrl)}</code></p>` : ''}${retry}
<h2>Webhook</h2>
<p class="muted">保存后 KOOK 向 Callback URL 发送 Challenge，回应正确即上线；不需要压缩时在地址中加上 <code>compress=0</code>。Verify Token 留空则自动生成。</p>
<form method="post" action="${base}/webhook"><input type="hidden" name="form" value="${this.formToken()}">
<p><label>Callback URL <input name="callbackUrl" type="url" required maxlength="${FIELD_LIMITS.callbackUrl}" size="60" value="${escapeHtml(saved?.callbackUrl ?? '')}"></label></p>
<p><label>Verify Token <input name="verifyToken" autocomplete="off" maxlength="${FIELD_LIMITS.verifyToken}"></label></p>
<p><label>Encrypt Key <input name="encryptKey" autocomplete="off" maxlength="${FIELD_LIMITS.encryptKey}"></label></p>
<button type="submit">保存并上线</button></form>
${websocket}`;
    sendHtml(response, status, page(title, styleNonce, body), { styleNonce });
  }

  private developer(
    response: ServerResponse,
    created: { id: string; token: string; username: string; identifyNum: string } | null,
    error?: string,
  ): void {
    const form = this.formToken();
    const rows = this.core
      .botAccounts()
      .map(
        (b) =>
          `<tr><td><a href="/_local/developer/bots/${encodeURIComponent(b.id)}"><code>${escapeHtml(b.id)}</code></a></td><td>${escapeHtml(`${b.username}#${b.identifyNum}`)}</td><td>${
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
<p class="muted">点击机器人的 ID 设置它的连接模式（Webhook 或 Websocket）。</p>
<table><thead><tr><th>ID</th><th>名称</th><th>连接模式</th><th>状态</th></tr></thead><tbody>${rows}</tbody></table>
<h2>新建机器人</h2>
<form method="post" action="/_local/developer/bots"><input type="hidden" name="form" value="${form}">
<label>名称 <input name="name" maxlength="40" required></label> <button type="submit">创建</button></form>`;
    sendHtml(response, created ? 201 : 200, page('开发者中心', styleNonce, body), { styleNonce });
  }
}
