package program

import (
	"fmt"
	"sort"
)

// RegionData is the kind of a device region whose constants grow up from
// its start and whose per-inference pools grow down from its end (the data
// region of Esperanto's ET host runtime, with its linear and
// bidirectional allocators). Regions
// of any other kind ("code", "logging", "sram", ...) get their pools one
// after another from their start.
const RegionData = "data"

// DeviceRegion is one region of device memory.
type DeviceRegion struct {
	// Name identifies the region; Kind is RegionData or any other word.
	Name, Kind string
	// Base is the region's first address; Size its length in bytes.
	Base, Size int64
	// Pools are the pools placed in this region, in placement order.
	Pools []string
}

// Device is a device memory map.
type Device struct {
	// Name names the device (informational).
	Name string
	// Regions are the device's memory regions; they must not overlap.
	Regions []DeviceRegion
}

// PoolAddress is where a pool lands on the device.
type PoolAddress struct {
	// Region is the name of the region holding the pool ("" when the pool
	// is empty and placed nowhere).
	Region string
	// Base is the pool's absolute address.
	Base int64
}

// RegionUse is what a region holds after placement.
type RegionUse struct {
	// Low is the end of what grows up from the start (constants, or every
	// pool of a linear region); High the start of what grows down from the
	// end (per-inference pools of a data region; Base+Size if none).
	Low, High int64
}

// CollisionError reports a data region whose two ends meet.
type CollisionError struct {
	Region     string
	Base, Size int64
	// ConstEnd is where the constants, growing up from Base, end;
	// ConstBytes how many bytes they take.
	ConstEnd, ConstBytes int64
	// PoolStart is where the per-inference pools, growing down from the
	// end, start; PoolBytes how many bytes they take.
	PoolStart, PoolBytes int64
	// Shortfall is how many bytes the region lacks.
	Shortfall int64
}

// Error implements error.
func (e *CollisionError) Error() string {
	return fmt.Sprintf("device region '%s' [0x%x, 0x%x) is too small: constants grow up from 0x%x to 0x%x (%d bytes) and the per-inference pools grow down from 0x%x to 0x%x (%d bytes); they collide, %d bytes short",
		e.Region, e.Base, e.Base+e.Size, e.Base, e.ConstEnd, e.ConstBytes, e.Base+e.Size, e.PoolStart, e.PoolBytes, e.Shortfall)
}

// OverflowRegionError reports a linear region too small for its pools.
type OverflowRegionError struct {
	Region     string
	Base, Size int64
	// Needed is the bytes its pools take (alignment included).
	Needed int64
}

// Error implements error.
func (e *OverflowRegionError) Error() string {
	return fmt.Sprintf("device region '%s' [0x%x, 0x%x) is too small: its pools need %d bytes, %d bytes short",
		e.Region, e.Base, e.Base+e.Size, e.Needed, e.Needed-e.Size)
}

// Validate checks the device on its own: named regions with non-negative
// base and size, no two overlapping, no pool listed twice.
func (d *Device) Validate() error {
	seen := map[string]bool{}
	pools := map[string]string{}
	for _, r := range d.Regions {
		if r.Name == "" {
			return fmt.Errorf("device region without a name")
		}
		if seen[r.Name] {
			return fmt.Errorf("device region '%s' declared twice", r.Name)
		}
		seen[r.Name] = true
		if r.Base < 0 || r.Size < 0 || r.Base+r.Size < r.Base {
			return fmt.Errorf("device region '%s': bad base 0x%x or size %d", r.Name, r.Base, r.Size)
		}
		for _, p := range r.Pools {
			if other, dup := pools[p]; dup {
				return fmt.Errorf("pool '%s' is placed in device regions '%s' and '%s'", p, other, r.Name)
			}
			pools[p] = r.Name
		}
	}
	rs := append([]DeviceRegion(nil), d.Regions...)
	sort.Slice(rs, func(i, j int) bool { return rs[i].Base < rs[j].Base })
	for i := 1; i < len(rs); i++ {
		a, b := rs[i-1], rs[i]
		if a.Size > 0 && b.Size > 0 && a.Base+a.Size > b.Base {
			return fmt.Errorf("device regions '%s' [0x%x, 0x%x) and '%s' [0x%x, 0x%x) overlap",
				a.Name, a.Base, a.Base+a.Size, b.Name, b.Base, b.Base+b.Size)
		}
	}
	return nil
}

// PlaceDevice places the planned pools on the device: in a data region the
// constants pools grow up from its start in the order listed and the other
// pools grow down from its end (the first listed highest); any other region
// gets its pools one after another from its start. Every pool of a non-zero
// size must be listed in exactly one region. It returns one PoolAddress per
// pool and one RegionUse per region.
func PlaceDevice(d *Device, pools []Pool, plans []PoolPlan) ([]PoolAddress, []RegionUse, error) {
	if err := d.Validate(); err != nil {
		return nil, nil, err
	}
	idx := map[string]int{}
	for k, p := range pools {
		idx[p.Name] = k
	}
	addrs := make([]PoolAddress, len(pools))
	placed := make([]bool, len(pools))
	uses := make([]RegionUse, len(d.Regions))
	for ri, r := range d.Regions {
		low, high := r.Base, r.Base+r.Size
		var upBytes, downBytes int64
		for _, name := range r.Pools {
			k, ok := idx[name]
			if !ok {
				return nil, nil, fmt.Errorf("device region '%s' lists pool '%s', which does not exist", r.Name, name)
			}
			placed[k] = true
			a := maxAlign(plans[k].Alignment, 1)
			size := plans[k].Size
			if r.Kind == RegionData && pools[k].Kind != KindConstants {
				base := (high - size) / a * a
				if high-size < 0 {
					base = high - size - ((high-size)%a+a)%a
				}
				downBytes += high - base
				high = base
				addrs[k] = PoolAddress{Region: r.Name, Base: base}
				continue
			}
			base := alignUp(low, a)
			upBytes += base + size - low
			low = base + size
			addrs[k] = PoolAddress{Region: r.Name, Base: base}
		}
		uses[ri] = RegionUse{Low: low, High: high}
		if r.Kind == RegionData {
			if low > high {
				return nil, nil, &CollisionError{Region: r.Name, Base: r.Base, Size: r.Size, ConstEnd: low, ConstBytes: upBytes,
					PoolStart: high, PoolBytes: downBytes, Shortfall: low - high}
			}
		} else if low > r.Base+r.Size {
			return nil, nil, &OverflowRegionError{Region: r.Name, Base: r.Base, Size: r.Size, Needed: low - r.Base}
		}
	}
	for k, p := range pools {
		if !placed[k] && plans[k].Size > 0 {
			return nil, nil, fmt.Errorf("pool '%s' (%d bytes) is not placed in any device region", p.Name, plans[k].Size)
		}
	}
	return addrs, uses, nil
}
