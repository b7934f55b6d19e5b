// Opens a WCAG-EM evaluation the way the Report Tool (v3) does: jsonld 3 expand, then frame on
// the Evaluation type. The frame names only what the tool reads, spelled as full IRIs (WCAG-EM,
// EARL, Dublin Core), so a file whose own context maps a name elsewhere loses that data here.
'use strict';
const fs = require('fs');
const jsonld = require('jsonld');

const WCAGEM = 'http://www.w3.org/TR/WCAG-EM/#';
const context = {
  wcagem: WCAGEM,
  Evaluation: `${WCAGEM}procedure`,
  defineScope: `${WCAGEM}step1`,
  scope: `${WCAGEM}step1a`,
  conformanceTarget: `${WCAGEM}step1b`,
  wcagVersion: 'http://www.w3.org/WAI/standards-guidelines/wcag/#versions',
  exploreTarget: `${WCAGEM}step2`,
  pageTypeVariety: `${WCAGEM}step2c`,
  selectSample: `${WCAGEM}step3`,
  structuredSample: `${WCAGEM}step3a`,
  randomSample: `${WCAGEM}step3b`,
  reportFindings: `${WCAGEM}step5`,
  evaluationSpecifics: `${WCAGEM}step5b`,
  TestSubject: 'http://www.w3.org/ns/earl#TestSubject',
  Website: `${WCAGEM}website`,
  Webpage: `${WCAGEM}webpage`,
  title: 'http://purl.org/dc/terms/title',
  description: 'http://purl.org/dc/terms/description',
  id: '@id',
  type: '@type',
};

(async () => {
  const file = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
  const expanded = await jsonld.expand(file);
  const framed = await jsonld.frame(expanded, {
    '@context': context,
    '@type': ['Evaluation', 'wcagem:Evaluation'],
  });
  process.stdout.write(JSON.stringify(framed));
})().catch(error => {
  console.error(error);
  process.exit(1);
});
