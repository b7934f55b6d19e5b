// Opens an HTML report in Debian's Chromium, runs axe-core in it and prints what a test needs:
// requests made, the chart, the tables, where the keyboard goes, axe's violations; then prints
// it as the browser's "Print to PDF" does, on A4, and says what the print layout clips.
// Usage: node check-report.js REPORT.html [PDF] [SCREENSHOT.png]
'use strict';
const path = require('path');
const {chromium} = require('playwright-core');

const FLAGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

(async () => {
  const [report, pdf, screenshot] = process.argv.slice(2);
  const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: FLAGS});
  try {
    const page = await browser.newPage({viewport: {width: 1280, height: 900}});
    const requests = [];
    page.on('request', request => requests.push(request.url()));
    await page.goto(`file://${path.resolve(report)}`);
    await page.addScriptTag({path: require.resolve('axe-core/axe.min.js')});
    const axe = await page.evaluate(() => window.axe.run(document, {resultTypes: ['violations']}));
    const facts = await page.evaluate(() => {
      const svg = document.querySelector('figure svg[role="img"]');
      return {
        lang: document.documentElement.lang,
        title: document.title,
        chartLabel: svg && svg.getAttribute('aria-labelledby').split(' ')
          .map(id => document.getElementById(id).textContent).join(' | '),
        bars: svg ? svg.querySelectorAll('rect.bar').length : 0,
        pickedBars: svg ? svg.querySelectorAll('rect.picked').length : 0,
        chartHeight: svg ? svg.getBoundingClientRect().height : 0,
        captions: [...document.querySelectorAll('caption')].map(c => c.textContent),
        headings: [...document.querySelectorAll('h2, h3')].map(h => h.textContent),
        sampleRows: document.querySelectorAll('#sample ~ div tbody tr').length,
        minPickedWidth: svg ? Math.min(...[...svg.querySelectorAll('rect.picked')]
          .map(r => r.getBoundingClientRect().width)) : 0,
        landmarks: [...document.querySelectorAll('header, nav, main, footer')].map(e => e.localName),
      };
    });
    await page.keyboard.press('Tab');
    facts.firstFocus = await page.evaluate(() => document.activeElement.textContent);
    await page.keyboard.press('Enter');
    facts.afterEnter = await page.evaluate(() => location.hash);
    if (screenshot) await page.screenshot({path: screenshot, fullPage: true});
    if (pdf) {
      // A4 less the report's 12 mm side margins, at 96 px per inch.
      await page.setViewportSize({width: Math.floor((210 - 24) / 25.4 * 96), height: 1000});
      await page.emulateMedia({media: 'print'});
      facts.printClipped = await page.evaluate(() => [...document.querySelectorAll('body *')]
        .filter(e => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== 'visible')
        .map(e => e.outerHTML.slice(0, 80))
        .concat(document.documentElement.scrollWidth > document.documentElement.clientWidth + 1
          ? ['the page is wider than A4'] : []));
      await page.pdf({path: pdf, preferCSSPageSize: true});
    }
    facts.requests = requests;
    facts.violations = axe.violations.map(v => ({id: v.id, nodes: v.nodes.map(n => n.html)}));
    process.stdout.write(JSON.stringify(facts));
  } finally {
    await browser.close();
  }
})().catch(error => {
  console.error(error);
  process.exit(1);
});
