package ir

// The gpu dialect, the part that appears around memory planning: kernel
// launches with their body in place (gpu.launch, with workgroup and
// private memory attributions), the ids and dimensions of the launch grid,
// gpu.barrier, and device memory (gpu.alloc, gpu.dealloc, gpu.memcpy,
// gpu.memset) ordered by async tokens (gpu.wait). Their custom forms are in
// dialect_asm_gpu.go. Types and attributes of the dialect (`!gpu.async.token`,
// `#gpu.address_space<workgroup>`) are kept as written.
//
// gpu.launch is an allocation scope without region-branch semantics (its
// body runs once per thread of the grid): merge-alloc plans the buffers a
// body allocates per launch and leaves alone those the body uses from
// outside.

// GPUAsyncToken is `!gpu.async.token`.
var GPUAsyncToken Type = &OpaqueType{Dialect: "gpu", Body: "async.token"}

// isGPUAsyncToken reports whether t is `!gpu.async.token`.
func isGPUAsyncToken(t Type) bool { return TypesEqual(t, GPUAsyncToken) }

// gpuLaunchConfigArgs is the number of index arguments of a gpu.launch
// body without clusters: block ids, thread ids, grid sizes, block sizes
// (three each); clusters add their ids and sizes (six more).
const gpuLaunchConfigArgs = 12

// gpuLaunchHasClusters reports whether a gpu.launch has cluster sizes
// (operand segments 7 to 9).
func gpuLaunchHasClusters(op *Operation) bool {
	sizes := segSizes(op)
	return len(sizes) == 11 && sizes[7] == 1
}

// gpuLaunchNumConfigArgs is the number of index arguments of op's body.
func gpuLaunchNumConfigArgs(op *Operation) int {
	if gpuLaunchHasClusters(op) {
		return gpuLaunchConfigArgs + 6
	}
	return gpuLaunchConfigArgs
}

// gpuWorkgroupAttributions is the workgroup_attributions attribute.
const gpuWorkgroupAttributions = "workgroup_attributions"

// GPULaunchAttributions returns the workgroup and the private memory
// attributions of a gpu.launch: the body arguments after the ids and sizes.
func GPULaunchAttributions(op *Operation) (workgroup, private []*Value) {
	args := entryArgs(op.Region(0))
	n := gpuLaunchNumConfigArgs(op)
	if len(args) < n {
		return nil, nil
	}
	w := int(intValue(op.Attr(gpuWorkgroupAttributions)))
	if w < 0 || n+w > len(args) {
		return nil, args[n:]
	}
	return args[n : n+w], args[n+w:]
}

// GPUFuncAttributions returns the workgroup and the private memory
// attributions of a gpu.func: the body arguments after the function's
// inputs.
func GPUFuncAttributions(op *Operation) (workgroup, private []*Value) {
	args := entryArgs(op.Region(0))
	ft := FuncType(op)
	if ft == nil || len(args) < len(ft.Inputs) {
		return nil, nil
	}
	n := len(ft.Inputs)
	w := int(intValue(op.Attr(gpuWorkgroupAttributions)))
	if w < 0 || n+w > len(args) {
		return nil, args[n:]
	}
	return args[n : n+w], args[n+w:]
}

func verifyGPUFunc(op *Operation) error {
	if op.NumRegions() != 1 {
		return op.OpErrorf("requires 1 region")
	}
	if op.Attr("sym_name") == nil {
		return op.OpErrorf("requires attribute 'sym_name'")
	}
	ft := FuncType(op)
	if ft == nil {
		return op.OpErrorf("requires attribute 'function_type'")
	}
	if op.Attr("gpu.kernel") != nil && len(ft.Results) != 0 {
		return op.OpErrorf("expected void return type for kernel function")
	}
	entry := op.Region(0).Front()
	if entry == nil {
		return nil
	}
	if entry.NumArgs() < len(ft.Inputs) {
		return op.OpErrorf("expected at least %d arguments to body region", len(ft.Inputs))
	}
	for i, t := range ft.Inputs {
		if !TypesEqual(entry.Arg(i).Type(), t) {
			return op.OpErrorf("expected body region argument #%d to be of type %s, got %s", i, t, entry.Arg(i).Type())
		}
	}
	w := intValue(op.Attr(gpuWorkgroupAttributions))
	if w < 0 || int64(entry.NumArgs()-len(ft.Inputs)) < w {
		return op.OpErrorf("expects %d workgroup attributions, but the body has %d arguments after the inputs", w, entry.NumArgs()-len(ft.Inputs))
	}
	return nil
}

func verifyGPUReturn(op *Operation) error {
	fn := op.ParentOp()
	if fn == nil || fn.Name() != "gpu.func" {
		return op.OpErrorf("expects parent op 'gpu.func'")
	}
	ft := FuncType(fn)
	if ft == nil {
		return nil
	}
	if op.NumOperands() != len(ft.Results) {
		d := op.OpErrorf("expected %d result operands", len(ft.Results))
		d.AddNote(fn.Loc.Position(), "return type declared here")
		return d
	}
	for i, v := range op.Operands() {
		if !TypesEqual(v.Type(), ft.Results[i]) {
			return op.OpErrorf("unexpected type `%s' for operand #%d", v.Type(), i)
		}
	}
	return nil
}

// verifyGPULaunchFunc checks gpu.launch_func's operand segments.
func verifyGPULaunchFunc(op *Operation) error {
	if err := verifyAll(nSegments(13), hasAttr("kernel"), verifyGPUAsyncResult(0))(op); err != nil {
		return err
	}
	if _, ok := op.Attr("kernel").(*SymbolRefAttr); !ok {
		return op.OpErrorf("attribute 'kernel' failed to satisfy constraint: symbol reference attribute")
	}
	sizes := segSizes(op)
	for i := 1; i < 7; i++ {
		if sizes[i] != 1 {
			return op.OpErrorf("expects one operand for each grid and block size")
		}
	}
	return nil
}

// foldGPULaunchArguments replaces the uses of a block or thread id whose
// grid or block size is the constant 1 by a constant 0 made at the start
// of the body (MLIR's FoldLaunchArguments).
func foldGPULaunchArguments(op *Operation, r *Rewriter) bool {
	body := op.Region(0).Front()
	if body == nil || body.NumArgs() < gpuLaunchConfigArgs {
		return false
	}
	seg := func(i int) []*Value { return OperandSegment(op, i) }
	sizes := [][]*Value{seg(1), seg(2), seg(3), seg(4), seg(5), seg(6)}
	var zero *Value
	for i, s := range sizes {
		if len(s) != 1 {
			return false
		}
		id := body.Arg(i) // block ids x, y, z, then thread ids x, y, z
		if c, ok := ConstantInt(s[0]); !ok || c != 1 || len(id.Uses()) == 0 {
			continue
		}
		if zero == nil {
			blk, before := r.InsertionPoint()
			r.SetInsertionPointToStart(body)
			zero = r.CreateOp("arith.constant", nil, []Type{Index}, NamedAttr{"value", IntAttr(0, Index)}).Result(0)
			r.RestoreInsertionPoint(blk, before)
		}
		r.ReplaceAllUsesWith(id, zero)
	}
	return zero != nil
}

func verifyGPULaunch(op *Operation) error {
	if err := verifyAll(nSegments(11), nRegions(1))(op); err != nil {
		return err
	}
	sizes := segSizes(op)
	for i := 1; i < 7; i++ {
		if sizes[i] != 1 {
			return op.OpErrorf("expects one operand for each grid and block size")
		}
	}
	if (sizes[7] != sizes[8] || sizes[8] != sizes[9]) || sizes[7] > 1 || sizes[10] > 1 {
		return op.OpErrorf("expects three cluster sizes or none, and at most one dynamic shared memory size")
	}
	if op.NumResults() > 1 || (op.NumResults() == 1 && !isGPUAsyncToken(op.Result(0).Type())) {
		return op.OpErrorf("expects at most one result, an !gpu.async.token")
	}
	body := op.Region(0).Front()
	if body == nil {
		return nil // MLIR allows an empty body region
	}
	n := gpuLaunchNumConfigArgs(op)
	if body.NumArgs() < n {
		return op.OpErrorf("unexpected number of region arguments")
	}
	for _, a := range body.Args()[:n] {
		if !TypesEqual(a.Type(), Index) {
			return op.OpErrorf("expects index-typed launch configuration arguments")
		}
	}
	w := intValue(op.Attr(gpuWorkgroupAttributions))
	if w < 0 || int64(body.NumArgs()-n) < w {
		return op.OpErrorf("expects %d workgroup attributions, but the body has %d arguments after the launch configuration", w, body.NumArgs()-n)
	}
	for _, b := range op.Region(0).Blocks() {
		t := b.Last()
		if t == nil || len(t.Successors()) > 0 || t.Name() == "gpu.terminator" {
			continue
		}
		d := t.Errorf("expected 'gpu.terminator' or a terminator with successors")
		d.AddNote(op.Loc.Position(), "in 'gpu.launch' body region")
		return d
	}
	return nil
}

// gpuDimOps are the ops that read one dimension (x, y or z) of the launch
// grid; their results are named after the op and the dimension
// (%thread_id_x).
var gpuDimOps = []struct{ name, summary string }{
	{"thread_id", "Returns the thread id"},
	{"block_id", "Returns the block id"},
	{"block_dim", "Returns the number of threads in the thread block (aka the block size) along the x, y, or z dimension"},
	{"grid_dim", "Returns the number of thread blocks in the grid along the x, y, or z dimension"},
	{"global_id", "Returns the unique global workitem/thread id"},
	{"cluster_id", "Returns the cluster id"},
	{"cluster_dim", "Returns the number of cluster identifiers per grid along the x, y, or z dimension"},
	{"cluster_block_id", "Returns the block id within the cluster along the x, y, or z dimension"},
	{"cluster_dim_blocks", "Returns the number of thread blocks in the cluster along the x, y, or z dimension"},
}

// gpuDimension returns x, y or z of a dim op's dimension property, "" if
// it has none.
func gpuDimension(op *Operation) string {
	if a, ok := op.Attr("dimension").(*OpaqueAttr); ok {
		switch a.Text {
		case "#gpu<dim x>":
			return "x"
		case "#gpu<dim y>":
			return "y"
		case "#gpu<dim z>":
			return "z"
		}
	}
	return ""
}

// verifyGPUUpperBound checks the optional upper_bound property: an index
// integer attribute.
func verifyGPUUpperBound(op *Operation) error {
	if a := op.Attr("upper_bound"); a != nil {
		if ia, ok := a.(*IntegerAttr); !ok || !TypesEqual(ia.Type, Index) {
			return op.OpErrorf("attribute 'upper_bound' failed to satisfy constraint: index attribute")
		}
	}
	return nil
}

// gpuAsyncDepsOf returns the operands of an op with leading async
// dependencies (all !gpu.async.token operands at the front).
func gpuAsyncDepsOf(op *Operation) []*Value {
	ops := op.Operands()
	n := 0
	for n < len(ops) && isGPUAsyncToken(ops[n].Type()) {
		n++
	}
	return ops[:n]
}

// gpuMemOperand returns the operand i after op's async dependencies, nil
// when there is none.
func gpuMemOperand(op *Operation, i int) *Value {
	k := len(gpuAsyncDepsOf(op)) + i
	if k >= op.NumOperands() {
		return nil
	}
	return op.Operand(k)
}

// verifyGPUAsyncResult checks that an op with the `async` keyword's
// optional token has it as its last result.
func verifyGPUAsyncResult(nonToken int) verifier {
	return func(op *Operation) error {
		n := op.NumResults() - nonToken
		if n < 0 || n > 1 {
			return op.OpErrorf("requires %d or %d results", nonToken, nonToken+1)
		}
		if n == 1 && !isGPUAsyncToken(op.Result(op.NumResults()-1).Type()) {
			return op.OpErrorf("result #%d must be async token type, but got '%s'", op.NumResults()-1, op.Result(op.NumResults()-1).Type())
		}
		return nil
	}
}

func init() {
	RegisterDialect(&Dialect{Name: "gpu"})
	Register(
		&OpDef{
			Name:    "gpu.launch",
			Parse:   parseGPULaunch,
			Print:   printGPULaunch,
			Summary: "GPU kernel launch operation",
			Syntax:  "gpu.launch blocks(%bx, %by, %bz) in (%gx = %a, %gy = %b, %gz = %c) threads(%tx, %ty, %tz) in (%sx = %d, %sy = %e, %sz = %f) workgroup(%w : memref<32xf32, 3>) { ... gpu.terminator }",
			// AutomaticAllocationScope: the body's buffers are its own.
			Traits:   AutomaticAllocationScope | RecursiveMemoryEffects,
			Inherent: []string{OperandSegmentSizesAttr, "module", "function"},
			Verify:   verifyGPULaunch,
			Canonicalize: []*Pattern{{Name: "FoldLaunchArguments", Root: "gpu.launch", Benefit: 1,
				MatchAndRewrite: foldGPULaunchArguments}},
		},
		&OpDef{
			Name:     "gpu.module",
			Parse:    parseGPUModule,
			Print:    printGPUModule,
			Summary:  "A top level compilation container.",
			Syntax:   "gpu.module @kernels [#nvvm.target] { gpu.func ... }",
			Traits:   IsolatedFromAbove | NoTerminator | SingleBlock | SymbolTable | Symbol,
			Inherent: []string{"sym_name", "targets", "offloadingHandler"},
			Verify:   verifyAll(nOperands(0), nResults(0), nRegions(1), hasAttr("sym_name")),
		},
		&OpDef{
			Name:     "gpu.func",
			Parse:    parseGPUFunc,
			Print:    printGPUFunc,
			Summary:  "Function executable on a GPU",
			Syntax:   "gpu.func @k(%a: memref<?xf32>) workgroup(%w : memref<32xf32, 3>) private(%p : memref<1xf32, 5>) kernel { ... gpu.return }",
			Traits:   IsolatedFromAbove | AutomaticAllocationScope | Symbol,
			Inherent: []string{"function_type", "arg_attrs", "res_attrs", "workgroup_attrib_attrs", "private_attrib_attrs", "known_block_size", "known_grid_size"},
			Callable: bodyIfAny,
			Verify:   verifyGPUFunc,
		},
		&OpDef{
			Name:    "gpu.return",
			Summary: "Terminator for GPU functions.",
			Syntax:  "gpu.return %v : f32",
			Traits:  Terminator | ReturnLike | Pure,
			Args:    "operands:Variadic<AnyType>",
			Format:  "attr-dict ($operands^ `:` type($operands))?",
			Verify:  verifyGPUReturn,
		},
		&OpDef{
			Name:     "gpu.launch_func",
			Parse:    parseGPULaunchFunc,
			Print:    printGPULaunchFunc,
			Summary:  "Launches a function as a GPU kernel",
			Syntax:   "%t = gpu.launch_func async [%dep] @kernels::@k blocks in (%a, %b, %c) threads in (%d, %e, %f) args(%x : memref<?xf32>)",
			Inherent: []string{"kernel", OperandSegmentSizesAttr},
			Verify:   verifyGPULaunchFunc,
			// Effects nil: the kernel may touch anything it is given.
		},
		&OpDef{
			Name:    "gpu.terminator",
			Summary: "Terminator for GPU launch regions.",
			Syntax:  "gpu.terminator",
			Traits:  Terminator | Pure,
			Format:  "attr-dict",
			Verify: verifyAll(nOperands(0), nResults(0), func(op *Operation) error {
				if p := op.ParentOp(); p == nil || p.Name() != "gpu.launch" {
					return op.OpErrorf("expects parent op 'gpu.launch'")
				}
				return nil
			}),
		},
		&OpDef{
			Name:    "gpu.barrier",
			Summary: "Synchronizes all work items of a workgroup.",
			Syntax:  "gpu.barrier",
			Format:  "attr-dict",
			Verify:  verifyAll(nOperands(0), nResults(0)),
			// Effects nil: MLIR declares none, so they are unknown.
		},
		&OpDef{
			Name:     "gpu.lane_id",
			Parse:    parseGPULaneID,
			Print:    printGPULaneID,
			Summary:  "Returns the id of the lane within the subgroup",
			Syntax:   "%l = gpu.lane_id upper_bound 32",
			Traits:   Pure,
			Inherent: []string{"upper_bound"},
			Verify:   verifyAll(nOperands(0), nResults(1), resultIs(0, "index", isIndex), verifyGPUUpperBound),
		},
		&OpDef{
			Name:    "gpu.wait",
			Parse:   parseGPUWait,
			Print:   printGPUWait,
			Summary: "Wait for async gpu ops to complete.",
			Syntax:  "%t = gpu.wait async [%t1, %t2]",
			Verify:  verifyAll(verifyGPUAsyncResult(0), operandsFrom(0, "variadic of async token type", isGPUAsyncToken)),
			Canonicalize: []*Pattern{
				// Dependencies on a `gpu.wait async` without dependencies
				// are dropped (MLIR's EraseRedundantGpuWaitOpPairs).
				{Name: "EraseRedundantGpuWaitOpPairs", Root: "gpu.wait", Benefit: 1,
					MatchAndRewrite: func(op *Operation, r *Rewriter) bool {
						trivial := func(v *Value) bool {
							d := v.DefiningOp()
							return d != nil && d.Name() == "gpu.wait" && d.NumOperands() == 0
						}
						var kept []*Value
						for _, v := range op.Operands() {
							if !trivial(v) {
								kept = append(kept, v)
							}
						}
						if len(kept) == op.NumOperands() {
							return false
						}
						r.ModifyOpInPlace(op, func() { op.SetOperands(kept) })
						return true
					}},
				// A wait with neither dependencies nor token, a token
				// waiting for one dependency and an unused token are
				// erased (MLIR's SimplifyGpuWaitOp).
				{Name: "SimplifyGpuWaitOp", Root: "gpu.wait", Benefit: 1,
					MatchAndRewrite: func(op *Operation, r *Rewriter) bool {
						token := op.NumResults() == 1
						switch {
						case op.NumOperands() == 0 && !token:
							r.EraseOp(op)
						case op.NumOperands() == 1 && token:
							r.ReplaceOp(op, op.Operand(0))
						case token && len(op.Result(0).Uses()) == 0:
							r.EraseOp(op)
						default:
							return false
						}
						return true
					}},
			},
		},
		&OpDef{
			Name:        "gpu.alloc",
			Parse:       parseGPUAlloc,
			Print:       printGPUAlloc,
			Summary:     "GPU memory allocation operation.",
			Syntax:      "%memref, %asyncToken = gpu.alloc async [%dep] host_shared (%size) : memref<?xf32>",
			Inherent:    []string{OperandSegmentSizesAttr, "hostShared"},
			ResultNames: []string{"memref", "asyncToken"},
			Effects: func(op *Operation) []MemoryEffect {
				if op.NumResults() == 0 {
					return nil
				}
				return []MemoryEffect{{Kind: EffectAllocate, Value: op.Result(0)}}
			},
			Verify: verifyAll(nSegments(3), verifyGPUAsyncResult(1), resultIs(0, "memref of any type values", IsMemRef)),
		},
		&OpDef{
			Name:    "gpu.dealloc",
			Parse:   parseGPUDealloc,
			Print:   printGPUDealloc,
			Summary: "GPU memory deallocation operation",
			Syntax:  "%t = gpu.dealloc async [%dep] %memref : memref<8x64xf32, 1>",
			Effects: func(op *Operation) []MemoryEffect { return effectsOn(EffectFree, gpuMemOperand(op, 0)) },
			Verify:  verifyAll(verifyGPUAsyncResult(0), gpuMemOperands(1)),
		},
		&OpDef{
			Name:    "gpu.memcpy",
			Parse:   parseGPUMemcpy,
			Print:   printGPUMemcpy,
			Summary: "GPU memcpy operation",
			Syntax:  "%t = gpu.memcpy async [%dep] %dst, %src : memref<?xf32, 1>, memref<?xf32>",
			Effects: func(op *Operation) []MemoryEffect {
				return append(effectsOn(EffectRead, gpuMemOperand(op, 1)), effectsOn(EffectWrite, gpuMemOperand(op, 0))...)
			},
			Overwrites: func(op *Operation) []*Value {
				if v := gpuMemOperand(op, 0); v != nil {
					return []*Value{v}
				}
				return nil
			},
			Verify: verifyAll(verifyGPUAsyncResult(0), gpuMemOperands(2)),
			Fold:   foldThroughMemRefCast,
			// A copy into a buffer that only the copy and frees use is
			// erased, replaced by its one dependency (MLIR's
			// EraseTrivialCopyOp).
			Canonicalize: []*Pattern{{Name: "EraseTrivialCopyOp", Root: "gpu.memcpy", Benefit: 1,
				MatchAndRewrite: func(op *Operation, r *Rewriter) bool {
					dst := gpuMemOperand(op, 0)
					if dst == nil || dst.DefiningOp() == nil || !onlyEffect(dst.DefiningOp(), dst, EffectAllocate) {
						return false
					}
					for _, u := range dst.Uses() {
						if o := u.Owner(); o != op && !onlyEffect(o, dst, EffectFree) {
							return false
						}
					}
					deps := gpuAsyncDepsOf(op)
					token := op.NumResults() == 1
					if !(len(deps) == 1 && token) && !(len(deps) == 0 && !token) {
						return false
					}
					r.ReplaceOp(op, deps...)
					return true
				}}},
		},
		&OpDef{
			Name:    "gpu.memset",
			Parse:   parseGPUMemset,
			Print:   printGPUMemset,
			Summary: "GPU memset operation",
			Syntax:  "%t = gpu.memset async [%dep] %dst, %value : memref<?xf32, 1>, f32",
			Effects: func(op *Operation) []MemoryEffect { return effectsOn(EffectWrite, gpuMemOperand(op, 0)) },
			Overwrites: func(op *Operation) []*Value {
				if v := gpuMemOperand(op, 0); v != nil {
					return []*Value{v}
				}
				return nil
			},
			Fold: foldThroughMemRefCast,
			Verify: verifyAll(verifyGPUAsyncResult(0), func(op *Operation) error {
				dst, val := gpuMemOperand(op, 0), gpuMemOperand(op, 1)
				if dst == nil || val == nil || len(gpuAsyncDepsOf(op))+2 != op.NumOperands() {
					return op.OpErrorf("expects a destination memref and a value after the async dependencies")
				}
				mt, ok := dst.Type().(ShapedType)
				if !IsMemRef(dst.Type()) || !ok || !TypesEqual(mt.ElementType(), val.Type()) {
					return op.OpErrorf("failed to verify that all of {dst, value} have same element type")
				}
				return nil
			}),
		},
	)
	for _, d := range []struct{ name, summary string }{
		{"subgroup_id", "Returns the subgroup id, i.e., the index of the current subgroup within the workgroup."},
		{"num_subgroups", "Returns the number of subgroups within a workgroup."},
		{"subgroup_size", "Returns the number of threads within a subgroup."},
	} {
		Register(&OpDef{
			Name:     "gpu." + d.name,
			Parse:    parseGPUSubgroupOp,
			Print:    printGPUSubgroupOp,
			Summary:  d.summary,
			Syntax:   "%n = gpu." + d.name + " upper_bound 32 : index",
			Traits:   Pure,
			Inherent: []string{"upper_bound"},
			Verify:   verifyAll(nOperands(0), nResults(1), resultIs(0, "index", isIndex), verifyGPUUpperBound),
		})
	}
	for _, d := range gpuDimOps {
		name := "gpu." + d.name
		short := d.name
		Register(&OpDef{
			Name:     name,
			Parse:    parseGPUDimOp,
			Print:    printGPUDimOp,
			Summary:  d.summary,
			Syntax:   "%" + short + "_x = " + name + " x upper_bound 64",
			Traits:   Pure,
			Inherent: []string{"dimension", "upper_bound"},
			AsmResultNames: func(op *Operation, set func(int, string)) {
				if dim := gpuDimension(op); dim != "" {
					set(0, short+"_"+dim)
				}
			},
			Verify: verifyAll(nOperands(0), nResults(1), resultIs(0, "index", isIndex), verifyGPUUpperBound, func(op *Operation) error {
				if gpuDimension(op) == "" {
					return op.OpErrorf("requires attribute 'dimension' (#gpu<dim x>, y or z)")
				}
				return nil
			}),
		})
	}
}

// gpuMemOperands requires n memref operands after the async dependencies.
func gpuMemOperands(n int) verifier {
	return func(op *Operation) error {
		deps := len(gpuAsyncDepsOf(op))
		if op.NumOperands() != deps+n {
			return op.OpErrorf("expects %d memref operands after the async dependencies, but found %d", n, op.NumOperands()-deps)
		}
		for i := deps; i < op.NumOperands(); i++ {
			if !IsMemRef(op.Operand(i).Type()) {
				return op.OpErrorf("operand #%d must be memref of any type values, but got '%s'", i, op.Operand(i).Type())
			}
		}
		return nil
	}
}
