// Writes the demo churn project's notebook, web/public/demo/files/churn-analysis.ipynb: a small
// nbformat 4 notebook as Jupyter saves it, with Markdown and a formula, executed code cells, a
// stream, a DataFrame's HTML table and a matplotlib-like PNG plot (drawn here from an SVG by
// sharp, so the same bytes come out on every run). Run once after changing it and commit the
// notebook: `npx tsx scripts/seed/generate-demo-notebook.ts`.
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';

const OUT = join(
  resolve(import.meta.dirname, '..', '..'),
  'web',
  'public',
  'demo',
  'files',
  'churn-analysis.ipynb',
);

/** Churn within 60 days by tenure band, as the demo's case study reports it. */
const RATES = [
  ['0-3 months', 0.142],
  ['4-6 months', 0.097],
  ['7-12 months', 0.061],
  ['1-2 years', 0.038],
  ['2+ years', 0.021],
] as const;

/** Customers in each tenure band, and how many of them churned at the band's rate. */
const CUSTOMERS = [6120, 7480, 9950, 11830, 12830] as const;
const churned = (i: number) => Math.round(CUSTOMERS[i]! * RATES[i]![1]);

/** A bar chart in matplotlib's default look, 640 × 400 at twice the pixels for sharp screens. */
function plotSvg(): string {
  const [w, h, left, bottom, top] = [640, 400, 70, 60, 40];
  const plotH = h - bottom - top;
  const max = 0.16;
  const step = (w - left - 30) / RATES.length;
  const y = (v: number) => top + plotH - (v / max) * plotH;
  const ticks = [0, 0.04, 0.08, 0.12, 0.16]
    .map(
      (t) =>
        `<line x1="${left}" x2="${w - 30}" y1="${y(t)}" y2="${y(t)}" stroke="#e5e5e5"/>` +
        `<text x="${left - 8}" y="${y(t) + 4}" text-anchor="end">${Math.round(t * 100)}%</text>`,
    )
    .join('');
  const bars = RATES.map(([label, rate], i) => {
    const x = left + i * step + step * 0.15;
    const bw = step * 0.7;
    return (
      `<rect x="${x}" y="${y(rate)}" width="${bw}" height="${y(0) - y(rate)}" fill="#1f77b4"/>` +
      `<text x="${x + bw / 2}" y="${y(rate) - 6}" text-anchor="middle">${(rate * 100).toFixed(1)}%</text>` +
      `<text x="${x + bw / 2}" y="${y(0) + 20}" text-anchor="middle">${label}</text>`
    );
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w * 2}" height="${h * 2}" viewBox="0 0 ${w} ${h}" font-family="DejaVu Sans, sans-serif" font-size="12" fill="#222">
<rect width="${w}" height="${h}" fill="#fff"/>
<text x="${w / 2}" y="24" text-anchor="middle" font-size="15">Churn within 60 days by tenure</text>
${ticks}${bars}
<line x1="${left}" x2="${w - 30}" y1="${y(0)}" y2="${y(0)}" stroke="#222"/>
<line x1="${left}" x2="${left}" y1="${top}" y2="${y(0)}" stroke="#222"/>
<text x="${w / 2}" y="${h - 12}" text-anchor="middle">Tenure band</text>
</svg>`;
}

/** A source as Jupyter stores it: one string per line, each but the last with its newline. */
const lines = (text: string) => text.split(/(?<=\n)/);

const markdown = (id: string, text: string) => ({
  cell_type: 'markdown',
  id,
  metadata: {},
  source: lines(text),
});

const code = (id: string, count: number, text: string, outputs: object[] = []) => ({
  cell_type: 'code',
  execution_count: count,
  id,
  metadata: {},
  outputs,
  source: lines(text),
});

const table = `<div>
<style scoped>
    .dataframe tbody tr th:only-of-type {
        vertical-align: middle;
    }
</style>
<table border="1" class="dataframe">
  <thead>
    <tr style="text-align: right;">
      <th></th>
      <th>customers</th>
      <th>churned_60d</th>
      <th>churn_rate</th>
    </tr>
    <tr>
      <th>tenure_band</th>
      <th></th>
      <th></th>
      <th></th>
    </tr>
  </thead>
  <tbody>
${RATES.map(
  ([band, rate], i) => `    <tr>
      <th>${band}</th>
      <td>${CUSTOMERS[i]}</td>
      <td>${churned(i)}</td>
      <td>${rate.toFixed(3)}</td>
    </tr>`,
).join('\n')}
  </tbody>
</table>
</div>`;

const png = (await sharp(Buffer.from(plotSvg())).png({ compressionLevel: 9 }).toBuffer()).toString('base64');

const notebook = {
  cells: [
    markdown(
      'intro',
      '# Weekly churn score\n\n' +
        'Which subscribers are likely to cancel within the next 60 days? This notebook explores the ' +
        'weekly feature table and trains the gradient-boosted model behind the retention team’s score.',
    ),
    code(
      'imports',
      1,
      'import pandas as pd\nimport matplotlib.pyplot as plt\nfrom lightgbm import LGBMClassifier\nfrom sklearn.metrics import roc_auc_score',
    ),
    code('load', 2, "df = pd.read_parquet('features_weekly.parquet')\ndf.shape", [
      {
        data: { 'text/plain': ['(48210, 37)'] },
        execution_count: 2,
        metadata: {},
        output_type: 'execute_result',
      },
    ]),
    markdown('tenure', '## Churn by tenure\n\nNew customers leave most: the first three months decide.'),
    code(
      'by-tenure',
      3,
      "by_tenure = df.groupby('tenure_band').agg(\n    customers=('customer_id', 'nunique'),\n    churned_60d=('churned_60d', 'sum'),\n)\nby_tenure['churn_rate'] = (by_tenure.churned_60d / by_tenure.customers).round(3)\nby_tenure",
      [
        {
          data: {
            'text/html': lines(table),
            'text/plain': lines(
              [
                '             customers  churned_60d  churn_rate',
                'tenure_band                                   ',
                ...RATES.map(([band, rate], i) =>
                  [
                    band.padEnd(12),
                    String(CUSTOMERS[i]).padStart(10),
                    String(churned(i)).padStart(12),
                    rate.toFixed(3).padStart(11),
                  ].join(' '),
                ),
              ].join('\n'),
            ),
          },
          execution_count: 3,
          metadata: {},
          output_type: 'execute_result',
        },
      ],
    ),
    code(
      'plot',
      4,
      "ax = by_tenure.churn_rate.plot.bar(rot=0, title='Churn within 60 days by tenure')\nax.yaxis.set_major_formatter('{x:.0%}')\nplt.show()",
      [
        {
          data: { 'image/png': png, 'text/plain': ['<Figure size 640x400 with 1 Axes>'] },
          // Drawn at twice its size for sharp screens, as matplotlib's retina format declares it.
          metadata: { 'image/png': { width: 640, height: 400 } },
          output_type: 'display_data',
        },
      ],
    ),
    markdown(
      'model',
      '## Model\n\n' +
        'A gradient-boosted classifier estimates $p_i = P(\\text{churn}_{60} = 1 \\mid x_i)$ by minimising the log loss\n\n' +
        '$$\n\\mathcal{L} = -\\frac{1}{n} \\sum_{i=1}^{n} \\left[ y_i \\log p_i + (1 - y_i) \\log (1 - p_i) \\right]\n$$\n\n' +
        'Training stops when the validation AUC has not improved for 50 rounds.',
    ),
    code(
      'train',
      5,
      "train = df[df.week < '2024-01-01']\nvalid = df[(df.week >= '2024-01-01') & (df.week < '2024-07-01')]\nmodel = LGBMClassifier(n_estimators=600, learning_rate=0.03, num_leaves=63)\nmodel.fit(\n    train[FEATURES], train.churned_60d,\n    eval_set=[(valid[FEATURES], valid.churned_60d)], eval_metric='auc',\n    callbacks=[early_stopping(50), log_evaluation(100)],\n)",
      [
        {
          name: 'stderr',
          output_type: 'stream',
          text: ['[LightGBM] [Warning] Categorical feature plan_type has 1 rare level, merged into other\n'],
        },
        {
          name: 'stdout',
          output_type: 'stream',
          text: lines(
            "Training until validation scores don't improve for 50 rounds\n[100]\tvalid_0's auc: 0.8874\n[200]\tvalid_0's auc: 0.9031\n[300]\tvalid_0's auc: 0.9093\n[400]\tvalid_0's auc: 0.9104\nEarly stopping, best iteration is:\n[372]\tvalid_0's auc: 0.9112\n",
          ),
        },
      ],
    ),
    code(
      'evaluate',
      6,
      "test = df[df.week >= '2024-07-01']\nauc = roc_auc_score(test.churned_60d, model.predict_proba(test[FEATURES])[:, 1])\nprint(f'AUC on the holdout: {auc:.3f}')",
      [{ name: 'stdout', output_type: 'stream', text: ['AUC on the holdout: 0.912\n'] }],
    ),
  ],
  metadata: {
    kernelspec: { display_name: 'Python 3 (ipykernel)', language: 'python', name: 'python3' },
    language_info: { name: 'python', version: '3.11.6' },
  },
  nbformat: 4,
  nbformat_minor: 5,
};

writeFileSync(OUT, `${JSON.stringify(notebook, null, 1)}\n`);
console.log(`wrote ${OUT} (${Math.round(png.length / 1024)} KB of PNG as base64)`);
