// Package docs holds memopt's documentation (GUIDE.md, BENCHMARKS.md, ...)
// and no code: its tests keep the documentation true. They copy every
// snippet of GUIDE.md into a scratch module that depends on memopt, vet,
// build and test it, build its tool and run the guide's lit tests with it;
// they check that USAGE.md shows the guide's custom-tool main; and they
// check that every package the guide points to has a runnable Example that
// go doc shows. ADDING_AN_OP.md's code snippets must stand as they are in
// the ir files they quote, and its MLIR snippets are lit tests memopt
// passes, printed byte for byte as mlir-opt 22 prints them. README.md stays
// a front page of at most 8 KB whose every command runs as shown
// (readme_test.go). Every relative
// link of README.md and docs/*.md must resolve to a file and heading
// (links_test.go), and no page, comment or test cites a design note that
// is not in the repository (citations_test.go): ARCHITECTURE.md is the
// design, and the published sources are named for what they are.
package docs
