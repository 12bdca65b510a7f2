package program

import (
	"fmt"
	"strings"

	"github.com/memopt/memopt/mergealloc/planner"
)

// Pool kinds.
const (
	// KindWorkspace pools hold the functions' buffers (per inference).
	KindWorkspace = "workspace"
	// KindConstants pools hold constants (loaded once).
	KindConstants = "constants"
	// KindIO pools hold the entries' inputs and outputs (per inference).
	KindIO = "io"
)

// Data kinds (Data.Kind).
const (
	DataConstant = "constant"
	DataInput    = "input"
	DataOutput   = "output"
)

// Pool is a named memory pool.
type Pool struct {
	// Name identifies the pool.
	Name string
	// Kind is KindWorkspace, KindConstants or KindIO.
	Kind string
	// Limit is the pool's size limit in bytes; 0 means unbounded.
	Limit int64
	// Alignment aligns every offset in the pool and the pool itself (>= 1).
	Alignment int64
	// Spaces lists the memory spaces the pool serves, as the client spells
	// them (informational).
	Spaces []string
}

// Buffer is one allocation of a function.
type Buffer struct {
	// Name is the buffer's name for messages and maps ("%alloc").
	Name string
	// Type and Location describe the buffer for maps ("memref<4xf32>",
	// "file:line:col").
	Type, Location string
	// Size is the size in bytes; Alignment the required alignment (0: 1).
	Size, Alignment int64
	// First and Last are the inclusive range of the function's ticks at
	// which the buffer is live (1 <= First <= Last <= Function.Ticks).
	First, Last int64
	// Persistent buffers live until the entry returns (they reach an
	// external callee).
	Persistent bool
	// Pools are the candidate workspace pools in preference order.
	Pools []string
	// Fixed pins the buffer at byte Offset of its function's region in its
	// first candidate pool (the frame of an entry, which starts at offset 0
	// of the pool); the planner places the other items around it and it
	// never falls back to another pool.
	Fixed  bool
	Offset int64
}

// Call is a call to another function of the program.
type Call struct {
	// Callee indexes Program.Functions.
	Callee int
	// Tick is the call's tick in the caller.
	Tick int64
	// Location is the call's source location (for maps).
	Location string
}

// Function is one function of the program.
type Function struct {
	// Name is the function's name ("@main").
	Name string
	// Entry marks the functions the runtime calls.
	Entry bool
	// Ticks is the function's last tick: its ops are ticks 1..Ticks.
	Ticks int64
	// Buffers are its allocations.
	Buffers []Buffer
	// Calls are its calls to functions of the program, in tick order.
	Calls []Call
}

// Data is a constant, or an input or output of an entry function: it lives
// for the whole program and is laid out sequentially in its pool.
type Data struct {
	// Name, Type and Location describe the datum ("@weights").
	Name, Type, Location string
	// Kind is DataConstant, DataInput or DataOutput.
	Kind string
	// Entry indexes the entry function of an input or output (-1 for
	// constants).
	Entry int
	// Size and Alignment as for Buffer.
	Size, Alignment int64
	// Pools are the candidate pools in preference order.
	Pools []string
}

// Program is a whole-program planning problem.
type Program struct {
	// Functions are the planned functions; calls between them must form an
	// acyclic graph.
	Functions []Function
	// Data are the constants, inputs and outputs.
	Data []Data
	// Pools are the pools, in the order maps list them.
	Pools []Pool
	// Planner names the planner library algorithm for every region
	// (planner.Names()); empty means planner.Default.
	Planner string
	// PlannerOptions tunes the algorithm.
	PlannerOptions planner.Options
	// ArgumentWorkspace makes every non-entry function with a frame
	// Relative (the entries receive the pools as arguments, so no function
	// can address a pool directly).
	ArgumentWorkspace bool
	// ConstantAlignment, when > 0, is the minimum alignment of every datum
	// of a constants pool (4096 reproduces the layout of TPU-MLIR's GMEM allocator).
	ConstantAlignment int64
	// MaxInstances bounds how many buffer instances the flattened check
	// expands (0: DefaultMaxInstances); beyond it only the frames are
	// checked and Plan.Flattened is false.
	MaxInstances int
}

// DefaultMaxInstances is the default Program.MaxInstances.
const DefaultMaxInstances = 1 << 20

// Region says which region of a function's frame holds an item.
type Region int

// Regions of a frame.
const (
	// RegionFrame is an entry's single frame (every item).
	RegionFrame Region = iota
	// RegionTransient is a non-entry function's region of buffers that die
	// when it returns (and its callees' transient regions).
	RegionTransient
	// RegionPersistent is a non-entry function's region of persistent
	// buffers (and its callees' persistent regions).
	RegionPersistent
)

// String names the region.
func (r Region) String() string {
	switch r {
	case RegionTransient:
		return "transient"
	case RegionPersistent:
		return "persistent"
	}
	return "frame"
}

// Placement is where an item goes in its function's frame.
type Placement struct {
	// Pool indexes Program.Pools.
	Pool int
	// Region is the region of the function's frame.
	Region Region
	// Offset is the byte offset inside the region.
	Offset int64
	// Alignment is the item's alignment in that pool.
	Alignment int64
}

// Extent is the size and alignment of a region.
type Extent struct {
	Size, Alignment int64
}

// PoolFrame is one function's use of one pool.
type PoolFrame struct {
	// Transient is the entry's frame, or a non-entry function's transient
	// region; Persistent is the persistent region (always empty for
	// entries).
	Transient, Persistent Extent
	// Arena is the size of the function's own buffers in this pool, planned
	// alone (what a per-function planner such as merge-alloc would give).
	Arena int64
	// Stacked reports that the stacked layout was used for a region
	// because the planner's layout was larger.
	Stacked bool
	// AbsTransient and AbsPersistent are the regions' absolute offsets in
	// the pool (meaningful when the function is not Relative).
	AbsTransient, AbsPersistent int64
}

// Slot is where a callee's regions go in its caller's frame, per pool.
type Slot struct {
	// Transient and Persistent are the offsets of the callee's regions in
	// the caller's regions (the caller's frame for an entry, else its
	// transient and persistent regions). Meaningful when the callee's
	// region is not empty.
	Transient, Persistent int64
}

// FuncPlan is the plan of one function.
type FuncPlan struct {
	// Paths is the number of call paths from the entries (capped at 2^62).
	Paths int64
	// Relative functions receive their regions as arguments.
	Relative bool
	// Pools holds one PoolFrame per pool (indexed like Program.Pools).
	Pools []PoolFrame
	// Buffers holds one Placement per buffer.
	Buffers []Placement
	// Calls holds, per call, one Slot per pool.
	Calls [][]Slot
	// Duration is the length of the function's flattened timeline: its own
	// ticks plus its callees' durations.
	Duration int64
}

// DataPlacement is where a datum goes.
type DataPlacement struct {
	Pool      int
	Offset    int64
	Alignment int64
}

// PoolPlan is the result for one pool.
type PoolPlan struct {
	// Size is the pool's size in bytes: the end of its highest item.
	Size int64
	// Alignment is the pool's alignment: its own and every item's.
	Alignment int64
	// LowerBound is the largest sum of sizes live at one time.
	LowerBound int64
}

// Instance is one buffer of one call path, in the flattened timeline.
type Instance struct {
	// Func and Buffer index the function and its buffer.
	Func, Buffer int
	// Path lists the call indices from the entry to the function (empty
	// for the entry's own buffers); Entry is the entry function.
	Entry int
	Path  []int
	// Pool, Offset (absolute in the pool) and Alignment.
	Pool      int
	Offset    int64
	Alignment int64
	// Start and End are the inclusive flattened ticks at which it lives.
	Start, End int64
}

// Move records a fallback decision.
type Move struct {
	// Func indexes the function (-1 for data); Item the buffer or datum.
	Func, Item int
	// Name names the item; From and To are pool names.
	Name, From, To string
	// Bytes is the item's size.
	Bytes int64
}

// Plan is the result of Solve.
type Plan struct {
	Funcs []FuncPlan
	Data  []DataPlacement
	Pools []PoolPlan
	// Instances are the buffer instances of the flattened timeline (nil when
	// Flattened is false).
	Instances []Instance
	// Flattened reports that every instance was checked.
	Flattened bool
	// EntryStart holds, per function index, the flattened tick at which an
	// entry starts (0 for others); entries run one after another.
	EntryStart []int64
	// Moves lists the fallback decisions in order.
	Moves []Move
	// Planner is the algorithm that planned the regions.
	Planner string
}

// LiveItem is a buffer live at an overflowing pool's peak.
type LiveItem struct {
	// Func indexes the function (-1 for data); Item the buffer or datum.
	Func, Item               int
	Name, Location, Function string
	Size                     int64
}

// OverflowError reports a pool whose limit nothing can satisfy.
type OverflowError struct {
	// Pool is the pool's name; Limit its size limit; Needed the bytes the
	// plan needs; LowerBound the bytes live at the peak.
	Pool                      string
	Limit, Needed, LowerBound int64
	// PeakTick is the flattened tick of the peak (-1 for data pools).
	PeakTick int64
	// Live are the largest items live at the peak, largest first.
	Live []LiveItem
}

// Error implements error.
func (e *OverflowError) Error() string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "pool '%s' overflows: limit %d bytes, needs %d bytes", e.Pool, e.Limit, e.Needed)
	if e.LowerBound > 0 && e.LowerBound != e.Needed {
		fmt.Fprintf(&sb, " (%d bytes live at once)", e.LowerBound)
	}
	sb.WriteString(", and no buffer live at its peak can move to another pool")
	if len(e.Live) > 0 {
		sb.WriteString("; largest live buffers at the peak: ")
		for i, l := range e.Live {
			if i > 0 {
				sb.WriteString(", ")
			}
			fmt.Fprintf(&sb, "%s", l.Name)
			if l.Function != "" {
				fmt.Fprintf(&sb, " in %s", l.Function)
			}
			fmt.Fprintf(&sb, " (%d bytes)", l.Size)
			if l.Location != "" {
				fmt.Fprintf(&sb, " at %s", l.Location)
			}
		}
	}
	return sb.String()
}

// alignUp rounds x up to a multiple of a (a >= 1).
func alignUp(x, a int64) int64 {
	if a <= 1 {
		return x
	}
	return (x + a - 1) / a * a
}

func maxAlign(a, b int64) int64 { return max(a, b, 1) }
