// Opens a WCAG-EM evaluation the way the WCAG-EM Report Tool itself does, with the tool's own
// code for the parts that decide what survives an import:
//   * importContext, vendored verbatim from src/data/jsonld/appContext.js;
//   * URL_REGEXP and getURL, from src/scripts/urls.js;
//   * TestSubject.setId, from src/stores/earl/subjectStore/models.js (a sample's id is the URL
//     found in its title, else in its description);
//   * what EvaluationModel.open reads, from src/stores/evaluationStore.js (jsonld expand, frame
//     on the Evaluation types, technologies as `tech.title || tech`, the date's `@value`).
// Source: https://github.com/w3c/wai-wcag-em-report-tool at commit
// 08f3173a8e8181a87ae54ca01db987a6734c00a2 (2026-01-23), under the W3C Software Notice and
// License (https://www.w3.org/Consortium/Legal/copyright-software).
// Prints what the tool would hold: scope, technologies, essential functionality, the date, and
// every sample with the id the tool computes for it. Given a second path, also writes the
// evaluation there as the tool's EvaluationModel.save does: compacted with its exportContext.
'use strict';
const fs = require('fs');
const jsonld = require('jsonld');

// --- vendored: src/data/jsonld/appContext.js ---------------------------------------------
const deprecatedContext = {
  DfnTechnologyWcag20: 'WCAG20:technologydef',
  DfnReliedUponTechnologyWcag20: 'WCAG20:reliedupondef',
  DfnSetOfWebpagesWcag20: 'WCAG20:set-of-web-pagesdef',
  DfnWebpageWcag20: 'WCAG20:webpagedef',

  DfnTechnologyWcag21: 'WCAG21:dfn-technologies',
  DfnReliedUponTechnologyWcag21: 'WCAG21:dfn-relied-upon',
  DfnSetOfWebpagesWcag21: 'WCAG21:dfn-set-of-web-pages',
  DfnWebpageWcag21: 'WCAG21:dfn-web-page-s',

  testcase: 'wcagem:testcase',

  source: {
    '@id': 'dcterms:source',
    '@type': '@id'
  },

  schema: 'http://schema.org/',
  name: 'schema:name',
  WebSite: 'schema:WebSite',
  WebPage: 'schema:WebPage'
};

const exportContext = {
  reporter: 'http://github.com/w3c/wcag-em-report-tool/',

  wcagem: 'http://www.w3.org/TR/WCAG-EM/#',
  Evaluation: 'wcagem:procedure',
  defineScope: 'wcagem:step1',
  scope: 'wcagem:step1a',
  step1b: {
    '@id': 'wcagem:step1b',
    '@type': '@id'
  },
  conformanceTarget: 'step1b',
  accessibilitySupportBaseline: 'wcagem:step1c',
  additionalEvaluationRequirements: 'wcagem:step1d',
  exploreTarget: 'wcagem:step2',
  essentialFunctionality: 'wcagem:step2b',
  pageTypeVariety: 'wcagem:step2c',
  technologiesReliedUpon: 'wcagem:step2d',
  selectSample: 'wcagem:step3',
  structuredSample: 'wcagem:step3a',
  randomSample: 'wcagem:step3b',
  Website: 'wcagem:website',
  Webpage: 'wcagem:webpage',
  auditSample: 'wcagem:step4',
  reportFindings: 'wcagem:step5',
  documentSteps: 'wcagem:step5a',
  commissioner: 'wcagem:commissioner',
  evaluator: 'wcagem:evaluator',
  evaluationSpecifics: 'wcagem:step5b',

  WCAG: 'http://www.w3.org/TR/WCAG/#',
  WCAG20: 'http://www.w3.org/TR/WCAG20/#',
  WCAG21: 'http://www.w3.org/TR/WCAG21/#',

  WAI: 'http://www.w3.org/WAI/',
  A: 'WAI:WCAG2A-Conformance',
  AA: 'WAI:WCAG2AA-Conformance',
  AAA: 'WAI:WCAG2AAA-Conformance',
  wcagVersion: 'WAI:standards-guidelines/wcag/#versions',
  version: 'wcagem:version',

  earl: 'http://www.w3.org/ns/earl#',

  Assertion: 'earl:Assertion',
  TestMode: 'earl:TestMode',
  TestCriterion: 'earl:TestCriterion',
  TestCase: 'earl:TestCase',
  TestRequirement: 'earl:TestRequirement',
  TestSubject: 'earl:TestSubject',
  TestResult: 'earl:TestResult',
  OutcomeValue: 'earl:OutcomeValue',
  Pass: 'earl:Pass',
  Fail: 'earl:Fail',
  CannotTell: 'earl:CannotTell',
  NotApplicable: 'earl:NotApplicable',
  NotTested: 'earl:NotTested',

  assertedBy: 'earl:assertedBy',
  mode: 'earl:mode',
  result: 'earl:result',
  subject: 'earl:subject',
  test: 'earl:test',
  outcome: 'earl:outcome',

  dcterms: 'http://purl.org/dc/terms/',
  title: 'dcterms:title',
  description: 'dcterms:description',
  summary: 'dcterms:summary',
  date: 'dcterms:date',
  hasPart: 'dcterms:hasPart',
  isPartOf: 'dcterms:isPartOf',

  id: '@id',
  type: '@type',
  language: '@language'
};

const importContext = {
  ...deprecatedContext,
  ...exportContext
};

// --- vendored: src/scripts/urls.js ---------------------------------------------------------
const URL_REGEXP = /((https?):\/\/)([\da-z.-]+)\.([a-z.]{2,6})([-\w\d@:%_+.~#?,&//=]+)/g;

function getURL(text) {
  if (typeof text !== 'string') {
    return null;
  }
  const matches = text.match(URL_REGEXP);
  return matches ? new URL(matches[0]) : null;
}

// --- vendored: TestSubject.setId, src/stores/earl/subjectStore/models.js -----------------
function subjectId(title, description, ID) {
  const url = [title, description].reduce((href, value) => {
    if (href) {
      return href;
    }
    let newURL;
    if (value != undefined) {
      newURL = getURL(value);
    }
    return newURL ? newURL.href : '';
  }, '');
  return url ? url : `_:subject_${ID}`;
}

// --- what EvaluationModel.open reads (src/stores/evaluationStore.js) ------------------------
const evaluationTypes = ['Evaluation', 'wcagem:Evaluation'];

function asList(value) {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

(async () => {
  const file = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
  const expanded = await jsonld.expand(file);
  const framed = await jsonld.frame(expanded, {'@context': importContext, '@type': evaluationTypes});
  const defineScope = framed.defineScope || {};
  const exploreTarget = framed.exploreTarget || {};
  const selectSample = framed.selectSample || {};
  const reportFindings = framed.reportFindings || {};
  let subjectCount = 0;
  const samples = (list) => asList(list).map((sample) => {
    // The tool keeps the first of several titles or descriptions a merged subject carries.
    const title = Array.isArray(sample.title) ? sample.title[0] : sample.title;
    const description = Array.isArray(sample.description) ? sample.description[0] : sample.description;
    subjectCount += 1;
    return {id: subjectId(title, description, subjectCount), title, description,
            merged: Array.isArray(sample.title)};
  });
  const result = {
    scope: (defineScope.scope || {}).description || '',
    technologies: asList(exploreTarget.technologiesReliedUpon).map((tech) => tech.title || tech),
    essentialFunctionality: exploreTarget.essentialFunctionality || '',
    pageTypeVariety: exploreTarget.pageTypeVariety || '',
    date: reportFindings.date ? reportFindings.date['@value'] : '',
    evaluationSpecifics: reportFindings.evaluationSpecifics || '',
    structuredSample: samples(selectSample.structuredSample),
    randomSample: samples(selectSample.randomSample),
  };
  if (process.argv[3]) {
    // --- what EvaluationModel.save writes (src/stores/evaluationStore.js) ----------------------
    const saved = await jsonld.compact(framed, exportContext);
    fs.writeFileSync(process.argv[3], JSON.stringify(saved));
  }
  process.stdout.write(JSON.stringify(result));
})().catch(error => {
  console.error(error);
  process.exit(1);
});
