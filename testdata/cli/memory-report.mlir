// --memory-report=FILE writes merge-alloc's plans: text for '-' (on stderr)
// and .txt, JSON for .json, a self-contained page for .html.
// RUN: memopt --merge-alloc="planner-options=cost-model" --memory-report=- %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=TXT
// RUN: memopt --merge-alloc="planner-options=cost-model" --memory-report=%t.txt %s -o /dev/null
// RUN: FileCheck %s --check-prefix=TXT < %t.txt

// TXT:      ... Memory plan report ...
// TXT:      Input: {{.*}}memory-report.mlir (memopt)
// TXT-NEXT: Plans: 2 scopes, 3 buffers placed, 2 buffers left alone
// TXT-NEXT: Total arena: 192 bytes
// TXT-NEXT: Lower bound: 192 bytes (ratio 1.000)
// TXT:      @two (scope, merge-alloc)
// TXT:      Location: {{.*}}memory-report.mlir:[[@LINE+35]]:1
// TXT-NEXT: Arena: 128 bytes
// TXT-NEXT: Lower bound: 128 bytes (ratio 1.000)
// TXT-NEXT: Planner: cost-model, {{[0-9.]+}} ms
// TXT-NEXT: Hoisting: forall-hoisting=all
// TXT-NEXT: Alignment: 64 bytes
// TXT-NEXT: Placed: 2 buffers
// TXT-NEXT: Left alone: 2 (dynamic shape 1, escaping 1)
// TXT-EMPTY:
// TXT-NEXT: --Offset--  --Size--  --Live--  --Name--  -----Type-----  --{{-+}}Location{{-+}}
// TXT-NEXT:          0        64    [6, 7]  %alloc    memref<16xf32>  {{.*}}memory-report.mlir:[[@LINE+26]]:8
// TXT-NEXT:         64        64    [6, 6]  %alloc_0  memref<16xf32>  {{.*}}memory-report.mlir:[[@LINE+26]]:8
// TXT-EMPTY:
// TXT-NEXT: --Left alone--  --{{-+}}Reason{{-+}}  -----Type-----  --{{-+}}Location{{-+}}
// TXT-NEXT: %alloc_1        dynamic shape (dimension 0 has no upper bound: it is argument #0 of @two, a public function)  memref<?xf32>   {{.*}}memory-report.mlir:[[@LINE+24]]:8
// TXT-NEXT: %alloc_2        escaping       memref<16xf32>  {{.*}}memory-report.mlir:[[@LINE+24]]:8
// TXT:      @one (scope, merge-alloc)

// RUN: memopt --merge-alloc="planner-options=cost-model" --memory-report=%t.json %s -o /dev/null
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// JSON:      "version": 1,
// JSON-NEXT: "tool": "memopt",
// JSON:      "name": "@two",
// JSON-NEXT: "kind": "scope",
// JSON-NEXT: "pass": "merge-alloc",
// JSON-NEXT: "forall_hoisting": "all",
// JSON-NEXT: "function": "two",
// JSON:      "arena_size": 128,
// JSON:      {"name": "%alloc", "kind": "temp", "type": "memref<16xf32>", "size": 64, "alignment": 64, "start": 6, "end": 7, "offset": 0, "location": "{{.*}}memory-report.mlir:[[@LINE+8]]:8"},
// JSON:      {"name": "%alloc_1", "type": "memref<?xf32>", "location": "{{.*}}", "reason": "dynamic shape", "detail": "dimension 0 has no upper bound: it is argument #0 of @two, a public function"},
// JSON:      "name": "@one",

// The plans of @two: %a and %b live together; %d has a dynamic shape and
// %r is returned. The report names them as mlir-opt prints them: %alloc,
// %alloc_0, %alloc_1 and %alloc_2.
func.func @two(%n: index) -> memref<16xf32> {
  %a = memref.alloc() : memref<16xf32>
  %b = memref.alloc() : memref<16xf32>
  %d = memref.alloc(%n) : memref<?xf32>
  %r = memref.alloc() : memref<16xf32>
  "test.use"(%a, %b, %d) : (memref<16xf32>, memref<16xf32>, memref<?xf32>) -> ()
  "test.use"(%a) : (memref<16xf32>) -> ()
  return %r : memref<16xf32>
}

func.func @one() {
  %a = memref.alloc() : memref<16xf32>
  "test.use"(%a) : (memref<16xf32>) -> ()
  return
}

// The page carries the same report and draws it with its own script.
// RUN: memopt --merge-alloc --memory-report=%t.html %s -o /dev/null
// RUN: FileCheck %s --check-prefix=HTML < %t.html
// HTML: <!DOCTYPE html>
// HTML: <title>Memory plan: {{.*}}memory-report.mlir</title>
// HTML: <script type="application/json" id="memopt-report">
// HTML: "name": "@two",
// HTML: "type": "memref\u003c16xf32\u003e"
// HTML: </html>

// --mlir-timing shows the time spent writing the report.
// RUN: memopt --merge-alloc --mlir-timing --memory-report=%t.json %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=TIME
// TIME: MergeAlloc
// TIME: Memory report
// TIME: Total

// With merge-alloc and static-memory-plan in one pipeline, the pool packs
// the arena merge-alloc made for @two: the totals are per pass, never
// added up (192 + 128 bytes would count @two's arena twice).
// RUN: memopt --merge-alloc="planner-options=cost-model" --static-memory-plan="entry=two planner=cost-model" --memory-report=%t.both.txt %s -o /dev/null 2>/dev/null
// RUN: FileCheck %s --check-prefix=BOTH < %t.both.txt
// BOTH:      Plans: 2 scopes and 1 pool, 4 buffers placed, 4 buffers left alone
// BOTH-NEXT: Total arena: per pass, not added up (a later pass plans the memory an earlier one made)
// BOTH-NEXT: merge-alloc: 192 bytes, lower bound 192 bytes (ratio 1.000), 2 scopes
// BOTH-NEXT: static-memory-plan: 128 bytes, lower bound 128 bytes (ratio 1.000), 1 pool
// BOTH-NEXT: Planner time:
// BOTH-NOT:  320 bytes
