// Opens an HTML report in Debian's Chromium, runs axe-core in it and prints what a test needs:
// requests made, the chart, the tables, where the keyboard goes, axe's violations.
// Usage: node check-report.js REPORT.html [SCREENSHOT.png]
'use strict';
const path = require('path');
const {chromium} = require('playwright-core');

const FLAGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

(async () => {
  const [report, screenshot] = process.argv.slice(2);
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
        sampleRows: document.querySelectorAll('#sample ~ div tbody tr').length,
        landmarks: [...document.querySelectorAll('header, nav, main, footer')].map(e => e.localName),
      };
    });
    await page.keyboard.press('Tab');
    facts.firstFocus = await page.evaluate(() => document.activeElement.textContent);
    await page.keyboard.press('Enter');
    facts.afterEnter = await page.evaluate(() => location.hash);
    if (screenshot) await page.screenshot({path: screenshot, fullPage: true});
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
