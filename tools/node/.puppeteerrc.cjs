// pa11y-ci depends on puppeteer, whose install step would download Chrome; this machine's
// network has no browser host, and the tests only use pa11y-ci's config loading.
module.exports = { skipDownload: true };
