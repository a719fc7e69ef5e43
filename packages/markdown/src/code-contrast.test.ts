import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown';

/** WCAG's relative luminance of a #rgb or #rrggbb colour. */
function luminance(hex: string): number {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits.slice(0, 6);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const v = parseInt(full.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** A fence of each language a write-up highlights, with comments, strings, numbers and keywords. */
const SAMPLES = {
  python:
    'import numpy as np\n# churn rate\ndef rate(x: float = 0.5) -> str:\n    return f"{x:.2f}" if x else None\n@dataclass\nclass A: pass\nmodel = fit(X, n_estimators=400, learning_rate=0.05)',
  kotlin: '// comment\n@Composable\nfun Card(title: String = "x", n: Int = 3): Unit { val y = n * 2 }',
  sql: "-- monthly churn\nSELECT COUNT(*) AS n FROM users WHERE plan = 'pro' AND age > 30;",
  typescript: "/** doc */\nexport const f = async <T,>(x: T): Promise<T> => { return x ?? 'a' + `b${1}` };",
  yaml: '# conf\nname: churn\nsteps: [1, 2]\nenabled: true',
  bash: '# run\nexport A=1 && echo "$A" | grep -c x > out.txt',
  json: '{ "auc": 0.91, "ok": true, "name": null }',
};

/** Every coloured span of the highlighted code with the background its `<pre>` is drawn on. */
async function pairs(): Promise<{ light: [string, string][]; dark: [string, string][] }> {
  const markdown = Object.entries(SAMPLES)
    .map(([lang, code]) => `\`\`\`${lang}\n${code}\n\`\`\``)
    .join('\n\n');
  const { html } = await renderMarkdown(markdown);
  const light: [string, string][] = [];
  const dark: [string, string][] = [];
  for (const pre of html.match(/<pre class="shiki[^>]*>[\s\S]*?<\/pre>/g) ?? []) {
    const bg = /background-color:(#[0-9a-f]+)/i.exec(pre)![1]!;
    const darkBg = /--shiki-dark-bg:(#[0-9a-f]+)/i.exec(pre)![1]!;
    for (const [, fg, darkFg] of pre.matchAll(
      /<span style="color:(#[0-9a-f]+);--shiki-dark:(#[0-9a-f]+)/gi,
    )) {
      light.push([fg!, bg]);
      dark.push([darkFg!, darkBg]);
    }
  }
  return { light, dark };
}

describe('highlighted code', () => {
  it('is readable in both colour schemes: every token reaches WCAG AA contrast (4.5:1)', async () => {
    const { light, dark } = await pairs();
    expect(light.length).toBeGreaterThan(50);
    const weak = (list: [string, string][]) => [
      ...new Set(list.filter(([fg, bg]) => contrast(fg, bg) < 4.5).map(([fg, bg]) => `${fg} on ${bg}`)),
    ];
    expect(weak(light)).toEqual([]);
    expect(weak(dark)).toEqual([]);
  });
});
