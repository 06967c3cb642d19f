// Draws one product screen as SVG markup: the app chrome of the device class
// (sidebar on wide screens, top bar on tablets, top and tab bars on phones)
// around one of eight screen kinds. Pure functions of their input, so the
// same build always produces the same files.

const FONT = 'system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif';
const INK = '#1B2430';
const MUTED = '#5B6573';
const LINE = '#E3E8EE';
const CARD = '#FFFFFF';
const PAGE = '#F5F7FA';

/** Deterministic pseudo-random numbers (mulberry32) seeded by a string. */
export function seededRandom(seedText) {
  let seed = 0;
  for (const char of seedText) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function escapeXml(text) {
  return String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const round = (n) => Math.round(n * 10) / 10;

function rect(x, y, w, h, fill, r = 0, extra = '') {
  return `<rect x="${round(x)}" y="${round(y)}" width="${round(w)}" height="${round(h)}" rx="${r}" fill="${fill}"${extra}/>`;
}

function text(x, y, content, { size = 14, weight = 400, fill = INK, anchor = 'start' } = {}) {
  const anchorAttr = anchor === 'start' ? '' : ` text-anchor="${anchor}"`;
  const weightAttr = weight === 400 ? '' : ` font-weight="${weight}"`;
  return `<text x="${round(x)}" y="${round(y)}" font-size="${size}"${weightAttr} fill="${fill}"${anchorAttr}>${escapeXml(content)}</text>`;
}

/** Greedy word wrap by an average glyph width: good enough for artwork. */
function wrap(content, maxWidth, size) {
  const perLine = Math.max(8, Math.floor(maxWidth / (size * 0.54)));
  const lines = [];
  let line = '';
  for (const word of content.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length > perLine && line) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function truncate(content, maxWidth, size) {
  const max = Math.max(4, Math.floor(maxWidth / (size * 0.55)));
  return content.length > max ? `${content.slice(0, max - 1)}…` : content;
}

function tint(hex, amount) {
  const value = parseInt(hex.slice(1), 16);
  const mix = (channel) => Math.round(channel + (255 - channel) * amount);
  const r = mix(value >> 16);
  const g = mix((value >> 8) & 0xff);
  const b = mix(value & 0xff);
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

function card(x, y, w, h) {
  return rect(x, y, w, h, CARD, 10, ` stroke="${LINE}"`);
}

// ------------------------------------------------------------------ chrome

function brandMark(x, y, size, ctx) {
  return (
    rect(x, y, size, size, ctx.accent, size * 0.28) +
    text(x + size / 2, y + size * 0.68, ctx.brand.charAt(0), { size: size * 0.55, weight: 700, fill: '#FFFFFF', anchor: 'middle' })
  );
}

const DEMO_BADGE = 'DEMO DATA';
const DEMO_BADGE_WIDTH = 104;

/** Marks every screen as made-up: the brands are fictional, the data synthetic. */
function demoBadge(x, y) {
  return (
    rect(x, y, DEMO_BADGE_WIDTH, 24, '#FFF4D6', 12, ' stroke="#B7791F"') +
    text(x + DEMO_BADGE_WIDTH / 2, y + 16.5, DEMO_BADGE, { size: 11, weight: 700, fill: '#7A4D0B', anchor: 'middle' })
  );
}

function wideChrome(ctx) {
  const side = 232;
  let out = rect(0, 0, side, ctx.h, '#101826');
  out += brandMark(24, 26, 32, ctx);
  out += text(66, 48, ctx.brand, { size: 17, weight: 600, fill: '#FFFFFF' });
  ctx.copy.nav.forEach((label, i) => {
    const y = 104 + i * 46;
    if (i === ctx.activeNav) out += rect(14, y - 26, side - 28, 38, ctx.accent, 8);
    out += rect(30, y - 14, 14, 14, i === ctx.activeNav ? '#FFFFFF' : '#5E6B7E', 4);
    out += text(56, y - 2, label, { size: 15, fill: i === ctx.activeNav ? '#FFFFFF' : '#C5CDD8' });
  });
  out += rect(side, 0, ctx.w - side, 68, CARD) + rect(side, 67, ctx.w - side, 1, LINE);
  out += rect(side + 28, 16, 340, 36, PAGE, 18) + text(side + 50, 39, 'Search', { size: 14, fill: MUTED });
  out += `<circle cx="${ctx.w - 44}" cy="34" r="17" fill="${tint(ctx.accent, 0.65)}"/>`;
  out += demoBadge(ctx.w - 72 - DEMO_BADGE_WIDTH, 22);
  return { out, area: { x: side + 32, y: 96, w: ctx.w - side - 64, h: ctx.h - 124 } };
}

function padChrome(ctx) {
  let out = rect(0, 0, ctx.w, 72, CARD) + rect(0, 71, ctx.w, 1, LINE);
  out += brandMark(24, 18, 36, ctx);
  out += text(72, 43, ctx.brand, { size: 20, weight: 600 });
  out += demoBadge(72 + ctx.brand.length * 11 + 14, 24);
  let x = ctx.w - 24;
  ctx.copy.nav
    .slice(0, 3)
    .reverse()
    .forEach((label, i) => {
      const width = label.length * 8.2 + 28;
      x -= width;
      const active = i === 2;
      out += rect(x, 20, width, 32, active ? ctx.accent : PAGE, 16);
      out += text(x + width / 2, 41, label, { size: 14, fill: active ? '#FFFFFF' : INK, anchor: 'middle' });
      x -= 8;
    });
  return { out, area: { x: 28, y: 100, w: ctx.w - 56, h: ctx.h - 128 } };
}

function phoneChrome(ctx) {
  let out = rect(0, 0, ctx.w, 44, CARD) + text(24, 29, '9:41', { size: 15, weight: 600 });
  out += demoBadge((ctx.w - DEMO_BADGE_WIDTH) / 2, 10);
  out += rect(ctx.w - 58, 18, 30, 12, INK, 3);
  out += rect(0, 44, ctx.w, 56, CARD) + rect(0, 99, ctx.w, 1, LINE);
  out += brandMark(18, 56, 32, ctx) + text(60, 78, ctx.brand, { size: 18, weight: 600 });
  out += [0, 7, 14].map((dy) => rect(ctx.w - 44, 62 + dy, 24, 3, INK, 1.5)).join('');
  const barY = ctx.h - 76;
  out += rect(0, barY, ctx.w, 76, CARD) + rect(0, barY, ctx.w, 1, LINE);
  ctx.copy.nav.slice(0, 4).forEach((label, i) => {
    const cx = (ctx.w / 4) * (i + 0.5);
    const active = i === ctx.activeNav % 4;
    out += rect(cx - 11, barY + 12, 22, 22, active ? ctx.accent : '#9AA4B2', 6);
    out += text(cx, barY + 52, truncate(label, 86, 11), { size: 11, fill: active ? ctx.accent : MUTED, anchor: 'middle' });
  });
  return { out, area: { x: 16, y: 116, w: ctx.w - 32, h: barY - 132 } };
}

// ------------------------------------------------------------------ parts

function lineChart(x, y, w, h, ctx, title) {
  let out = card(x, y, w, h) + text(x + 18, y + 30, truncate(title, w - 36, 15), { size: 15, weight: 600 });
  const top = y + 50;
  const bottom = y + h - 24;
  for (let i = 0; i < 4; i += 1) out += rect(x + 18, top + ((bottom - top) / 3) * i, w - 36, 1, LINE);
  const points = 14;
  let value = 0.35 + ctx.random() * 0.2;
  const coords = [];
  for (let i = 0; i < points; i += 1) {
    value = Math.min(0.95, Math.max(0.08, value + (ctx.random() - 0.38) * 0.18));
    coords.push([x + 18 + ((w - 36) / (points - 1)) * i, bottom - (bottom - top) * value]);
  }
  const path = coords.map(([px, py], i) => `${i ? 'L' : 'M'}${round(px)} ${round(py)}`).join('');
  out += `<path d="${path}L${round(x + w - 18)} ${bottom}L${x + 18} ${bottom}Z" fill="${tint(ctx.accent, 0.85)}"/>`;
  out += `<path d="${path}" fill="none" stroke="${ctx.accent}" stroke-width="3" stroke-linejoin="round"/>`;
  return out;
}

function barChart(x, y, w, h, ctx, title, count = 7) {
  let out = card(x, y, w, h) + text(x + 18, y + 30, truncate(title, w - 36, 15), { size: 15, weight: 600 });
  const top = y + 52;
  const bottom = y + h - 22;
  const slot = (w - 36) / count;
  for (let i = 0; i < count; i += 1) {
    const height = (bottom - top) * (0.25 + ctx.random() * 0.7);
    out += rect(
      x + 18 + slot * i + slot * 0.2,
      bottom - height,
      slot * 0.6,
      height,
      i === count - 2 ? ctx.accent : tint(ctx.accent, 0.55),
      4,
    );
  }
  return out;
}

function donut(x, y, w, h, ctx, title, legend) {
  let out = card(x, y, w, h) + text(x + 18, y + 30, title, { size: 15, weight: 600 });
  const radius = Math.min(w * 0.22, (h - 70) / 2.4);
  const cx = x + 18 + radius + 8;
  const cy = y + 50 + (h - 60) / 2;
  const circumference = 2 * Math.PI * radius;
  const shares = [0.38, 0.27, 0.2, 0.15];
  let offset = 0;
  shares.forEach((share, i) => {
    const colour = tint(ctx.accent, i * 0.25);
    out += `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(radius)}" fill="none" stroke="${colour}" stroke-width="${round(radius * 0.42)}" stroke-dasharray="${round(share * circumference)} ${round(circumference)}" stroke-dashoffset="${round(-offset * circumference)}" transform="rotate(-90 ${round(cx)} ${round(cy)})"/>`;
    offset += share;
    const ly = cy - radius + i * 24 + 6;
    out += rect(cx + radius * 1.5, ly - 10, 12, 12, colour, 3);
    out += text(cx + radius * 1.5 + 20, ly, `${legend[i]} ${Math.round(share * 100)}%`, { size: 13, fill: MUTED });
  });
  return out;
}

function kpiCards(area, ctx, columns, height) {
  const gap = 16;
  const width = (area.w - gap * (columns - 1)) / columns;
  return ctx.copy.kpis
    .map(([label, value], i) => {
      const col = i % columns;
      const row = Math.floor(i / columns);
      const x = area.x + col * (width + gap);
      const y = area.y + row * (height + gap);
      return (
        card(x, y, width, height) +
        text(x + 16, y + 28, truncate(label, width - 32, 13), { size: 13, fill: MUTED }) +
        text(x + 16, y + height - 20, value, { size: width < 160 ? 20 : 26, weight: 700 })
      );
    })
    .join('');
}

function table(x, y, w, h, ctx, compact) {
  const { title, cols, rows } = ctx.copy.table;
  let out = card(x, y, w, h) + text(x + 18, y + 32, title, { size: 16, weight: 600 });
  const rowHeight = compact ? 58 : 46;
  const visible = Math.max(1, Math.min(rows.length, Math.floor((h - 70) / rowHeight)));
  if (compact) {
    rows.slice(0, visible).forEach((row, i) => {
      const ry = y + 52 + i * rowHeight;
      out += rect(x + 12, ry + rowHeight - 1, w - 24, 1, LINE);
      out += text(x + 18, ry + 22, truncate(row[0], w * 0.55, 14), { size: 14, weight: 600 });
      out += text(x + 18, ry + 42, truncate(`${row[1]} · ${row[3]}`, w * 0.6, 12), { size: 12, fill: MUTED });
      out += text(x + w - 18, ry + 32, row[2], { size: 14, weight: 600, anchor: 'end' });
    });
    return out;
  }
  const colWidth = (w - 36) / cols.length;
  out += rect(x + 1, y + 48, w - 2, 34, PAGE);
  cols.forEach((col, c) => (out += text(x + 18 + c * colWidth, y + 70, col, { size: 13, weight: 600, fill: MUTED })));
  rows.slice(0, Math.min(visible, rows.length)).forEach((row, i) => {
    const ry = y + 82 + i * rowHeight;
    out += rect(x + 12, ry + rowHeight - 1, w - 24, 1, LINE);
    row.forEach((cell, c) => {
      const last = c === row.length - 1;
      if (last) {
        const pill = cell.length * 7.4 + 20;
        out += rect(x + 18 + c * colWidth, ry + 12, pill, 24, tint(ctx.accent, 0.85), 12);
        out += text(x + 28 + c * colWidth, ry + 29, cell, { size: 12, fill: ctx.accent, weight: 600 });
        return;
      }
      out += text(x + 18 + c * colWidth, ry + 29, truncate(cell, colWidth - 12, 14), { size: 14, weight: c === 0 ? 600 : 400 });
    });
  });
  return out;
}

/** A message bubble inside a thread `innerWidth` wide; user bubbles align right. */
function bubble(x, y, innerWidth, content, fromUser, ctx) {
  const size = 14;
  const maxWidth = innerWidth * 0.78;
  const lines = wrap(content, maxWidth - 28, size);
  const width = Math.min(maxWidth, Math.max(...lines.map((l) => l.length)) * size * 0.54 + 28);
  const height = lines.length * 20 + 20;
  const bx = fromUser ? x + innerWidth - width : x;
  let out = rect(bx, y, width, height, fromUser ? ctx.accent : CARD, 14, fromUser ? '' : ` stroke="${LINE}"`);
  lines.forEach((line, i) => (out += text(bx + 14, y + 25 + i * 20, line, { size, fill: fromUser ? '#FFFFFF' : INK })));
  return { out, height };
}

function chatThread(x, y, w, h, ctx) {
  let out = card(x, y, w, h) + text(x + 20, y + 34, ctx.copy.chat.title, { size: 16, weight: 600 });
  out += `<circle cx="${round(x + w - 28)}" cy="${y + 28}" r="6" fill="#1E9E5A"/>`;
  out += rect(x, y + 54, w, 1, LINE);
  const inner = w - 40;
  let cy = y + 72;
  for (const [role, content] of ctx.copy.chat.lines) {
    const { out: markup, height } = bubble(x + 20, cy, inner, content, role === 'user', ctx);
    if (cy + height > y + h - 76) break;
    out += markup;
    cy += height + 14;
  }
  out += rect(x + 16, y + h - 60, w - 32, 44, PAGE, 22);
  out += text(x + 36, y + h - 32, truncate(ctx.copy.chat.input, w - 110, 14), { size: 14, fill: MUTED });
  out += `<circle cx="${round(x + w - 40)}" cy="${y + h - 38}" r="15" fill="${ctx.accent}"/>`;
  return out;
}

// ------------------------------------------------------------------ screens

function dashboardScreen(area, ctx) {
  let out = text(area.x, area.y + 10, ctx.copy.nav[0], { size: ctx.phone ? 22 : 26, weight: 700 });
  const kpiArea = { x: area.x, y: area.y + 32, w: area.w, h: 0 };
  const columns = ctx.wide ? 4 : 2;
  const kpiHeight = ctx.phone ? 84 : 96;
  out += kpiCards(kpiArea, ctx, columns, kpiHeight);
  const rows = Math.ceil(4 / columns);
  const top = kpiArea.y + rows * (kpiHeight + 16);
  const rest = area.y + area.h - top;
  if (ctx.wide) {
    out += lineChart(area.x, top, area.w * 0.62 - 8, rest, ctx, ctx.copy.chart);
    out += table(area.x + area.w * 0.62 + 8, top, area.w * 0.38 - 8, rest, ctx, true);
    return out;
  }
  out += lineChart(area.x, top, area.w, rest * 0.45, ctx, ctx.copy.chart);
  out += table(area.x, top + rest * 0.45 + 16, area.w, rest * 0.55 - 16, ctx, true);
  return out;
}

function analyticsScreen(area, ctx) {
  const { analytics } = ctx.copy;
  let out = text(area.x, area.y + 10, analytics.title, { size: ctx.phone ? 22 : 26, weight: 700 });
  const top = area.y + 32;
  const height = area.h - 32;
  if (ctx.wide) {
    out += barChart(area.x, top, area.w * 0.6 - 8, height * 0.58, ctx, analytics.bars, 10);
    out += donut(area.x + area.w * 0.6 + 8, top, area.w * 0.4 - 8, height * 0.58, ctx, analytics.donut, analytics.legend);
    out += lineChart(area.x, top + height * 0.58 + 16, area.w, height * 0.42 - 16, ctx, ctx.copy.chart);
    return out;
  }
  out += barChart(area.x, top, area.w, height * 0.4, ctx, analytics.bars, ctx.phone ? 6 : 8);
  out += donut(area.x, top + height * 0.4 + 16, area.w, height * 0.3, ctx, analytics.donut, analytics.legend);
  out += lineChart(area.x, top + height * 0.7 + 32, area.w, height * 0.3 - 32, ctx, ctx.copy.chart);
  return out;
}

function recordsScreen(area, ctx) {
  let out = text(area.x, area.y + 10, ctx.copy.table.title, { size: ctx.phone ? 22 : 26, weight: 700 });
  const chips = ['All', 'This week', 'Needs review'];
  let cx = area.x;
  chips.forEach((chip, i) => {
    const width = chip.length * 7.6 + 28;
    out += rect(cx, area.y + 30, width, 30, i === 0 ? ctx.accent : CARD, 15, i === 0 ? '' : ` stroke="${LINE}"`);
    out += text(cx + width / 2, area.y + 50, chip, { size: 13, fill: i === 0 ? '#FFFFFF' : INK, anchor: 'middle' });
    cx += width + 8;
  });
  out += table(area.x, area.y + 76, area.w, area.h - 76, ctx, ctx.phone);
  return out;
}

function chatScreen(area, ctx) {
  if (!ctx.wide) return chatThread(area.x, area.y, area.w, area.h, ctx);
  const listWidth = Math.min(300, area.w * 0.3);
  let out = card(area.x, area.y, listWidth, area.h) + text(area.x + 18, area.y + 34, 'Conversations', { size: 16, weight: 600 });
  ctx.copy.chat.threads.forEach((thread, i) => {
    const ty = area.y + 56 + i * 64;
    if (i === 0) out += rect(area.x + 8, ty, listWidth - 16, 56, tint(ctx.accent, 0.88), 8);
    out += text(area.x + 20, ty + 24, truncate(thread, listWidth - 40, 14), { size: 14, weight: 600 });
    out += text(area.x + 20, ty + 44, i === 0 ? 'Now' : `${i + 1} h ago`, { size: 12, fill: MUTED });
  });
  out += chatThread(area.x + listWidth + 16, area.y, area.w - listWidth - 16, area.h, ctx);
  return out;
}

function formScreen(area, ctx) {
  const { form } = ctx.copy;
  const width = ctx.wide ? Math.min(720, area.w) : area.w;
  const x = area.x + (area.w - width) / 2;
  let out = card(x, area.y, width, area.h) + text(x + 24, area.y + 44, form.title, { size: ctx.phone ? 20 : 24, weight: 700 });
  const stepWidth = (width - 48) / form.steps.length;
  form.steps.forEach((step, i) => {
    const sx = x + 24 + stepWidth * i;
    out += rect(sx, area.y + 68, stepWidth - 8, 6, i <= 1 ? ctx.accent : LINE, 3);
    if (!ctx.phone) out += text(sx, area.y + 96, step, { size: 13, fill: i <= 1 ? INK : MUTED, weight: i === 1 ? 600 : 400 });
  });
  let fy = area.y + (ctx.phone ? 104 : 128);
  for (const field of form.fields) {
    out += text(x + 24, fy, field, { size: 14, weight: 600 });
    out += rect(x + 24, fy + 10, width - 48, 44, CARD, 8, ` stroke="#AEB7C2"`);
    fy += 88;
  }
  out += rect(x + 24, fy, ctx.phone ? width - 48 : 220, 48, ctx.accent, 10);
  out += text(x + 24 + (ctx.phone ? width - 48 : 220) / 2, fy + 30, form.button, {
    size: 15,
    weight: 600,
    fill: '#FFFFFF',
    anchor: 'middle',
  });
  return out;
}

function heroArt(x, y, w, h, ctx) {
  let out = rect(x, y, w, h, tint(ctx.accent, 0.82), 18);
  out += `<circle cx="${round(x + w * 0.72)}" cy="${round(y + h * 0.4)}" r="${round(Math.min(w, h) * 0.26)}" fill="${tint(ctx.accent, 0.45)}"/>`;
  out += rect(x + w * 0.12, y + h * 0.3, w * 0.46, h * 0.46, CARD, 12);
  out += rect(x + w * 0.17, y + h * 0.38, w * 0.3, 10, ctx.accent, 5);
  out += rect(x + w * 0.17, y + h * 0.48, w * 0.36, 8, LINE, 4);
  out += rect(x + w * 0.17, y + h * 0.56, w * 0.28, 8, LINE, 4);
  return out;
}

function landingScreen(area, ctx) {
  const { landing } = ctx.copy;
  const size = ctx.phone ? 28 : ctx.wide ? 46 : 38;
  const textWidth = ctx.wide ? area.w * 0.5 : area.w;
  let out = '';
  landing.headline.forEach((line, i) => (out += text(area.x, area.y + 40 + i * size * 1.15, line, { size, weight: 800 })));
  let y = area.y + 40 + landing.headline.length * size * 1.15;
  wrap(landing.sub, textWidth, 17).forEach((line) => {
    out += text(area.x, y + 8, line, { size: 17, fill: MUTED });
    y += 26;
  });
  out +=
    rect(area.x, y + 20, 200, 50, ctx.accent, 25) +
    text(area.x + 100, y + 51, landing.cta, { size: 16, weight: 600, fill: '#FFFFFF', anchor: 'middle' });
  const artTop = ctx.wide ? area.y : y + 96;
  const artHeight = ctx.wide ? area.h * 0.62 : area.h * 0.34;
  out += heroArt(ctx.wide ? area.x + area.w * 0.54 : area.x, artTop, ctx.wide ? area.w * 0.46 : area.w, artHeight, ctx);
  const featureTop = ctx.wide ? area.y + area.h * 0.68 : artTop + artHeight + 20;
  const columns = ctx.phone ? 1 : 3;
  const featureWidth = (area.w - 16 * (columns - 1)) / columns;
  const featureHeight = ctx.phone ? 60 : Math.min(140, area.y + area.h - featureTop);
  landing.features.forEach((feature, i) => {
    const fx = area.x + (i % columns) * (featureWidth + 16);
    const fy = featureTop + Math.floor(i / columns) * (featureHeight + 12);
    if (fy + featureHeight > area.y + area.h + 4) return;
    out += card(fx, fy, featureWidth, featureHeight);
    out += rect(fx + 16, fy + 16, 28, 28, tint(ctx.accent, 0.7), 8);
    out += text(fx + (ctx.phone ? 56 : 16), fy + (ctx.phone ? 36 : 74), feature, { size: 15, weight: 600 });
  });
  return out;
}

function productTile(x, y, w, h, ctx, [name, price], i) {
  let out = card(x, y, w, h);
  const imageHeight = h - 64;
  out += rect(x + 8, y + 8, w - 16, imageHeight - 8, tint(ctx.accent, 0.78 + (i % 3) * 0.05), 8);
  out += `<circle cx="${round(x + w / 2)}" cy="${round(y + imageHeight / 2 + 4)}" r="${round(Math.min(w, imageHeight) * 0.22)}" fill="${tint(ctx.accent, 0.35 + (i % 4) * 0.1)}"/>`;
  out += text(x + 12, y + h - 34, truncate(name, w - 24, 14), { size: 14, weight: 600 });
  out += text(x + 12, y + h - 14, price, { size: 14, fill: MUTED });
  return out;
}

function shopScreen(area, ctx) {
  const products = ctx.copy.products ?? [];
  let out = text(area.x, area.y + 10, ctx.copy.nav[1], { size: ctx.phone ? 22 : 26, weight: 700 });
  const columns = ctx.wide ? 4 : ctx.phone ? 2 : 3;
  const gap = 16;
  const width = (area.w - gap * (columns - 1)) / columns;
  const height = width * 1.25;
  const top = area.y + 32;
  products.forEach((product, i) => {
    const y = top + Math.floor(i / columns) * (height + gap);
    if (y + height > area.y + area.h) return;
    out += productTile(area.x + (i % columns) * (width + gap), y, width, height, ctx, product, i);
  });
  return out;
}

function productScreen(area, ctx) {
  const [name, price] = (ctx.copy.products ?? [['Product', '$0']])[0];
  const imageWidth = ctx.wide ? area.w * 0.5 : area.w;
  const imageHeight = ctx.wide ? area.h : area.h * 0.42;
  let out = rect(area.x, area.y, imageWidth, imageHeight, tint(ctx.accent, 0.8), 14);
  out += `<circle cx="${round(area.x + imageWidth / 2)}" cy="${round(area.y + imageHeight / 2)}" r="${round(Math.min(imageWidth, imageHeight) * 0.28)}" fill="${tint(ctx.accent, 0.4)}"/>`;
  const x = ctx.wide ? area.x + imageWidth + 40 : area.x;
  let y = ctx.wide ? area.y + 40 : area.y + imageHeight + 40;
  out += text(x, y, name, { size: ctx.phone ? 24 : 32, weight: 700 });
  out += text(x, y + 38, price, { size: 22, fill: MUTED });
  y += 70;
  ['XS', 'S', 'M', 'L', 'XL'].forEach((size, i) => {
    out += rect(x + i * 56, y, 46, 40, i === 1 ? INK : CARD, 8, i === 1 ? '' : ` stroke="#AEB7C2"`);
    out += text(x + i * 56 + 23, y + 26, size, { size: 14, weight: 600, fill: i === 1 ? '#FFFFFF' : INK, anchor: 'middle' });
  });
  y += 64;
  const panelWidth = ctx.wide ? area.w - imageWidth - 40 : area.w;
  out +=
    rect(x, y, panelWidth, 52, ctx.accent, 26) +
    text(x + panelWidth / 2, y + 32, 'Add to bag', { size: 16, weight: 600, fill: '#FFFFFF', anchor: 'middle' });
  y += 72;
  const tipLines = wrap(ctx.copy.chat.lines[1][1], panelWidth - 40, 14);
  const tipHeight = tipLines.length * 20 + 48;
  if (y + tipHeight < area.y + area.h) {
    out += rect(x, y, panelWidth, tipHeight, tint(ctx.accent, 0.9), 12);
    out += text(x + 20, y + 28, ctx.copy.chat.title, { size: 13, weight: 700, fill: ctx.accent });
    tipLines.forEach((line, i) => (out += text(x + 20, y + 50 + i * 20, line, { size: 14 })));
  }
  return out;
}

const SCREENS = {
  dashboard: dashboardScreen,
  analytics: analyticsScreen,
  records: recordsScreen,
  chat: chatScreen,
  form: formScreen,
  landing: landingScreen,
  shop: shopScreen,
  product: productScreen,
};

export const SCREEN_KINDS = Object.keys(SCREENS);

/**
 * @param {object} input
 * @param {{slug:string, brand:string, accent:string}} input.project
 * @param {Record<string, unknown>} input.copy  the project's domain copy
 * @param {string} input.kind    one of SCREEN_KINDS
 * @param {number} input.width
 * @param {number} input.height
 * @param {number} input.index   image set number, varies the chart data and the active nav item
 * @returns {string} a standalone SVG document
 */
export function renderScreen({ project, copy, kind, width, height, index }) {
  const draw = SCREENS[kind];
  if (!draw) throw new Error(`Unknown screen kind ${kind} for ${project.slug}`);
  const wide = width > height * 1.2;
  const phone = width < 500;
  const ctx = {
    w: width,
    h: height,
    wide,
    phone,
    brand: project.brand,
    accent: project.accent,
    copy,
    activeNav: index % copy.nav.length,
    random: seededRandom(`${project.slug}/${index}/${kind}/${width}`),
  };
  const chrome = wide ? wideChrome(ctx) : phone ? phoneChrome(ctx) : padChrome(ctx);
  const body = draw(chrome.area, ctx);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-family="${FONT}">` +
    rect(0, 0, width, height, PAGE) +
    body +
    chrome.out +
    '</svg>'
  );
}
