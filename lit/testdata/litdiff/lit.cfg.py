# LLVM lit configuration of the lit differential suite: every test here runs
# under LLVM's lit and under memopt's Go lit (which reads lit.suite), and the
# result codes must agree. Some tests fail on purpose.
import os
import tempfile

import lit.formats

config.name = "litdiff"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".test"]
config.excludes = ["lit.cfg.py", "lit.suite"]
config.test_source_root = os.path.dirname(os.path.abspath(__file__))
config.test_exec_root = lit_config.params.get("exec_root") or tempfile.mkdtemp()
config.environment["PATH"] = os.pathsep.join(
    ["/usr/lib/llvm-22/bin", os.environ.get("PATH", "")]
)
config.available_features.add("feat-a")
config.available_features.add("feat-b")
