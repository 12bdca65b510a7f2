// Package docs holds memopt's documentation (GUIDE.md, BENCHMARKS.md, ...)
// and no code: its tests keep the documentation true. They copy every
// snippet of GUIDE.md into a scratch module that depends on memopt, vet,
// build and test it, build its tool and run the guide's lit tests with it;
// they check that the README shows the guide's custom-tool main; and they
// check that every package the guide points to has a runnable Example that
// go doc shows.
package docs
