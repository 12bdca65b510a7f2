# LLVM lit 22 configuration for memopt's lit tests.
#
# memopt's own Go lit reads lit.suite; this file reads the same lit.suite so
# both runners discover the same tests, and runs them with LLVM's FileCheck:
#
#   lit -v --param memopt_bin_dir=/path/with/memopt testdata
#
# Discovery rules live in memopt_lit.py (shared with the Go lit's lit.suite).
#
# Parameters:
#   memopt_bin_dir  directory holding the built memopt/memplan (else PATH)
#   exec_root       where Output/ temporaries go (default: a temp directory)
import glob
import os
import shutil
import sys
import tempfile

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)
sys.dont_write_bytecode = True  # keep __pycache__ out of the source tree
from memopt_lit import MemoptTest, suite  # noqa: E402

config.name = suite.get("name", "memopt")
config.test_format = MemoptTest()
config.suffixes = suite.get("suffixes", "").split()
config.excludes = suite.get("excludes", "").split() + ["Output", "memopt_lit.py", "__pycache__"]
config.test_source_root = here
config.test_exec_root = lit_config.params.get("exec_root") or os.path.join(
    tempfile.gettempdir(), "memopt-lit-%d" % os.getuid()
)

llvm_bin = "/usr/lib/llvm-22/bin"
path = [config.environment.get("PATH", os.environ.get("PATH", ""))]
path.insert(0, llvm_bin)
bin_dir = lit_config.params.get("memopt_bin_dir")
if bin_dir:
    path.insert(0, bin_dir)
config.environment["PATH"] = os.pathsep.join(path)

# MLIR's substitutions for mlir-runner's runtime libraries (the Go lit
# defines the same ones).
# Debian installs them with a version suffix (libmlir_runner_utils.so.22.1).
llvm_lib = "/usr/lib/llvm-22/lib"
runner_utils = sorted(glob.glob(os.path.join(llvm_lib, "libmlir_runner_utils.so*")))
c_runner_utils = sorted(glob.glob(os.path.join(llvm_lib, "libmlir_c_runner_utils.so*")))
if runner_utils and c_runner_utils:
    config.substitutions.append(("%mlir_runner_utils", runner_utils[0]))
    config.substitutions.append(("%mlir_c_runner_utils", c_runner_utils[0]))
    config.substitutions.append(("%mlir_lib_dir", llvm_lib))
    config.substitutions.append(("%shlibext", ".so"))

config.available_features.add("system-linux")
for tool in ("memopt", "memplan", "mlir-opt", "mlir-runner", "split-file", "count"):
    if shutil.which(tool, path=config.environment["PATH"]):
        config.available_features.add(tool)
