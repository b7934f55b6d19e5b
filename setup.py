"""Only for ``scrapyd-deploy``: it builds the egg with ``python setup.py bdist_egg``, and without
this file writes a setup.py of its own (wrong name, the tests packaged, no data files). The
package itself is described in pyproject.toml.

The build and egg-info folders go to a scratch folder removed on exit, so a deploy leaves
nothing behind. It sits inside the checkout because bdist_egg copies only metadata files found
under the source tree.
"""

import atexit
import os
import shutil
import tempfile
from pathlib import Path

from setuptools import setup

# Relative: bdist_egg matches the metadata files by the (relative) paths of the source listing.
scratch = os.path.relpath(tempfile.mkdtemp(prefix=".build-", dir=Path(__file__).resolve().parent))
atexit.register(shutil.rmtree, scratch, ignore_errors=True)
# Side by side: the source listing leaves out everything under build_base.
setup(options={"build": {"build_base": os.path.join(scratch, "build")}, "egg_info": {"egg_base": scratch}})
