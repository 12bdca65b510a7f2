// --memory-report's file name must say the format; the report never
// replaces the input or the -o file; after a failure there is no report
// (a stale one is removed, as with -o); '-' and devices are fine.
// RUN: not memopt --merge-alloc --memory-report=%t.md %s 2>&1 | FileCheck %s --check-prefix=EXT
// EXT: memopt: for the --memory-report option: cannot tell the report format of '{{.*}}.md': the file name must end in .txt, .json or .html (or be '-' for text on stderr)

// RUN: cp %s %t.input.txt
// RUN: not memopt --merge-alloc --memory-report=%t.input.txt %t.input.txt 2>&1 | FileCheck %s --check-prefix=SAME
// RUN: FileCheck %s --check-prefix=KEPT < %t.input.txt
// SAME: memopt: for the --memory-report option: '{{.*}}input.txt' is the input file; the report would replace it
// KEPT: --memory-report's file name must say the format

// RUN: not memopt --merge-alloc --memory-report=%t.out.txt %s -o %t.out.txt 2>&1 | FileCheck %s --check-prefix=OUT
// OUT: memopt: for the --memory-report option: '{{.*}}out.txt' is also the -o output file

// A pass that fails: no report, and a stale one is gone.
// RUN: echo stale > %t.stale.json
// RUN: not memopt --merge-alloc --test-pass-failure --memory-report=%t.stale.json %s -o /dev/null
// RUN: not cat %t.stale.json

// RUN: memopt --merge-alloc --memory-report=/dev/null %s -o /dev/null

// A report of a run without a planning pass says so.
// RUN: memopt --memory-report=- %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=NONE
// NONE: Plans: none (no memory planning pass ran)

func.func @f() {
  %a = memref.alloc() : memref<16xf32>
  "test.use"(%a) : (memref<16xf32>) -> ()
  return
}
