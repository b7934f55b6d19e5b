"""The sample's outputs: the tool formats, the HTML report, the findings, the feed exporters, and earlier samples read back."""
