#!/usr/bin/env python3
"""Writes network-shaped programs at tensor level (linalg on tensors, the way
ML front ends lower models) for testdata/networks; regen.sh bufferizes them
with mlir-opt 22 into the memref-level programs merge-alloc plans.

  resnet      conv chain with mixed sizes: strided stem, max pool, four stages
              of residual blocks (3x3 convs, 1x1 projection shortcuts where the
              shape changes), global average pool, classifier matmul
  unet        encoder-decoder: conv blocks, max pools, nearest upsampling and
              skip connections concatenated along channels (long-lived
              buffers of many sizes)
  bert        two transformer encoder layers: Q/K/V projections, heads split
              by expand_shape and transpose, scaled QK^T, softmax (max, exp,
              sum, divide), attention-weighted V, output projection, residual
              adds, layer norms, GELU feed-forward
  mixed_mlp   an f16/f32 mixed-precision MLP with a branch and a long skip

Usage: gen.py OUTDIR
"""
import sys

MAPS = """#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#row2 = affine_map<(d0, d1) -> (d0)>
#col2 = affine_map<(d0, d1) -> (d1)>
#red3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#gap = affine_map<(d0, d1, d2, d3) -> (d0, d3)>
#up = affine_map<(d0, d1, d2, d3) -> (d0, d1 floordiv 2, d2 floordiv 2, d3)>
"""


class Fn:
    def __init__(self):
        self.lines = []
        self.n = 0
        self.args = []

    def v(self, hint="t"):
        self.n += 1
        return "%%%s%d" % (hint, self.n)

    def emit(self, s):
        self.lines.append("    " + s)

    def arg(self, ty, hint="w"):
        name = "%%%s%d" % (hint, len(self.args))
        self.args.append((name, ty))
        return name


def t4(s, et="f32"):
    return "tensor<%dx%dx%dx%d%s>" % (s[0], s[1], s[2], s[3], "x" + et)


def t(shape, et="f32"):
    return "tensor<" + "x".join(str(d) for d in shape) + "x" + et + ">"


def empty(f, ty):
    r = f.v("e")
    f.emit("%s = tensor.empty() : %s" % (r, ty))
    return r


def fill0(f, ty, zero="%zero"):
    e = empty(f, ty)
    r = f.v("z")
    f.emit("%s = linalg.fill ins(%s : f32) outs(%s : %s) -> %s" % (r, zero, e, ty, ty))
    return r


def pad(f, x, shape, p):
    if p == 0:
        return x, shape
    out = [shape[0], shape[1] + 2 * p, shape[2] + 2 * p, shape[3]]
    r = f.v("pad")
    f.emit("%s = tensor.pad %s low[0, %d, %d, 0] high[0, %d, %d, 0] {" % (r, x, p, p, p, p))
    f.emit("^bb0(%a: index, %b: index, %c: index, %d: index):")
    f.emit("  tensor.yield %zero : f32")
    f.emit("} : %s to %s" % (t4(shape), t4(out)))
    return r, out


def conv(f, x, shape, cout, k, stride):
    p = k // 2
    xp, pshape = pad(f, x, shape, p)
    w = f.arg(t4([k, k, shape[3], cout]))
    oh = (pshape[1] - k) // stride + 1
    ow = (pshape[2] - k) // stride + 1
    out = [shape[0], oh, ow, cout]
    acc = fill0(f, t4(out))
    r = f.v("conv")
    f.emit("%s = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<%d> : tensor<2xi64>} ins(%s, %s : %s, %s) outs(%s : %s) -> %s"
           % (r, stride, xp, w, t4(pshape), t4([k, k, shape[3], cout]), acc, t4(out), t4(out)))
    return r, out


def relu(f, x, ty, rank=4):
    e = empty(f, ty)
    r = f.v("relu")
    m = {4: "#id4", 3: "#id3", 2: "#id2"}[rank]
    it = ", ".join(['"parallel"'] * rank)
    f.emit('%s = linalg.generic {indexing_maps = [%s, %s], iterator_types = [%s]} ins(%s : %s) outs(%s : %s) {' % (r, m, m, it, x, ty, e, ty))
    f.emit("^bb0(%in: f32, %out: f32):")
    f.emit("  %m = arith.maximumf %in, %zero : f32")
    f.emit("  linalg.yield %m : f32")
    f.emit("} -> %s" % ty)
    return r


def add(f, a, b, ty, rank=4):
    e = empty(f, ty)
    r = f.v("add")
    m = {4: "#id4", 3: "#id3", 2: "#id2"}[rank]
    it = ", ".join(['"parallel"'] * rank)
    f.emit('%s = linalg.generic {indexing_maps = [%s, %s, %s], iterator_types = [%s]} ins(%s, %s : %s, %s) outs(%s : %s) {' % (r, m, m, m, it, a, b, ty, ty, e, ty))
    f.emit("^bb0(%x: f32, %y: f32, %out: f32):")
    f.emit("  %s = arith.addf %x, %y : f32")
    f.emit("  linalg.yield %s : f32")
    f.emit("} -> %s" % ty)
    return r


def maxpool(f, x, shape):
    out = [shape[0], shape[1] // 2, shape[2] // 2, shape[3]]
    e = empty(f, t4(out))
    init = f.v("mi")
    f.emit("%s = linalg.fill ins(%%ninf : f32) outs(%s : %s) -> %s" % (init, e, t4(out), t4(out)))
    win = f.v("win")
    f.emit("%s = tensor.empty() : tensor<2x2xf32>" % win)
    r = f.v("pool")
    f.emit("%s = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%s, %s : %s, tensor<2x2xf32>) outs(%s : %s) -> %s"
           % (r, x, win, t4(shape), init, t4(out), t4(out)))
    return r, out


def resnet():
    f = Fn()
    x = f.arg(t4([1, 64, 64, 3]), "x")
    shape = [1, 64, 64, 3]
    h, shape = conv(f, x, shape, 32, 7, 2)
    h = relu(f, h, t4(shape))
    h, shape = maxpool(f, h, shape)
    for cout, blocks, stride in [(32, 2, 1), (64, 2, 2), (128, 2, 2), (256, 2, 2)]:
        for b in range(blocks):
            s = stride if b == 0 else 1
            y, yshape = conv(f, h, shape, cout, 3, s)
            y = relu(f, y, t4(yshape))
            y, yshape = conv(f, y, yshape, cout, 3, 1)
            if s != 1 or shape[3] != cout:
                sc, _ = conv(f, h, shape, cout, 1, s)
            else:
                sc = h
            y = add(f, y, sc, t4(yshape))
            h = relu(f, y, t4(yshape))
            shape = yshape
    # global average pool (sum; the 1/HW scale folds into the classifier)
    gt = t([1, shape[3]])
    acc = fill0(f, gt)
    g = f.v("gap")
    f.emit('%s = linalg.generic {indexing_maps = [#id4, #gap], iterator_types = ["parallel", "reduction", "reduction", "parallel"]} ins(%s : %s) outs(%s : %s) {' % (g, h, t4(shape), acc, gt))
    f.emit("^bb0(%in: f32, %out: f32):")
    f.emit("  %s = arith.addf %in, %out : f32")
    f.emit("  linalg.yield %s : f32")
    f.emit("} -> %s" % gt)
    w = f.arg(t([shape[3], 10]))
    out = fill0(f, t([1, 10]))
    r = f.v("logits")
    f.emit("%s = linalg.matmul ins(%s, %s : %s, %s) outs(%s : %s) -> %s" % (r, g, w, gt, t([shape[3], 10]), out, t([1, 10]), t([1, 10])))
    return f, r, t([1, 10])


def upsample(f, x, shape):
    out = [shape[0], shape[1] * 2, shape[2] * 2, shape[3]]
    e = empty(f, t4(out))
    r = f.v("up")
    f.emit('%s = linalg.generic {indexing_maps = [#up, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : %s) outs(%s : %s) {' % (r, x, t4(shape), e, t4(out)))
    f.emit("^bb0(%in: f32, %out: f32):")
    f.emit("  linalg.yield %in : f32")
    f.emit("} -> %s" % t4(out))
    return r, out


def concat(f, a, ashape, b, bshape):
    out = [ashape[0], ashape[1], ashape[2], ashape[3] + bshape[3]]
    e = empty(f, t4(out))
    r1 = f.v("cat")
    f.emit("%s = tensor.insert_slice %s into %s[0, 0, 0, 0] [%d, %d, %d, %d] [1, 1, 1, 1] : %s into %s"
           % (r1, a, e, ashape[0], ashape[1], ashape[2], ashape[3], t4(ashape), t4(out)))
    r2 = f.v("cat")
    f.emit("%s = tensor.insert_slice %s into %s[0, 0, 0, %d] [%d, %d, %d, %d] [1, 1, 1, 1] : %s into %s"
           % (r2, b, r1, ashape[3], bshape[0], bshape[1], bshape[2], bshape[3], t4(bshape), t4(out)))
    return r2, out


def unet():
    f = Fn()
    x = f.arg(t4([1, 64, 64, 4]), "x")
    shape = [1, 64, 64, 4]
    skips = []
    h = x
    for c in [16, 32, 64]:
        h, shape = conv(f, h, shape, c, 3, 1)
        h = relu(f, h, t4(shape))
        h, shape = conv(f, h, shape, c, 3, 1)
        h = relu(f, h, t4(shape))
        skips.append((h, shape))
        h, shape = maxpool(f, h, shape)
    h, shape = conv(f, h, shape, 128, 3, 1)
    h = relu(f, h, t4(shape))
    for (s, sshape), c in zip(reversed(skips), [64, 32, 16]):
        h, shape = upsample(f, h, shape)
        h, shape = conv(f, h, shape, c, 1, 1)
        h, shape = concat(f, h, shape, s, sshape)
        h, shape = conv(f, h, shape, c, 3, 1)
        h = relu(f, h, t4(shape))
    h, shape = conv(f, h, shape, 2, 1, 1)
    return f, h, t4(shape)


def matmul(f, a, ashape, wshape, hint="mm"):
    w = f.arg(t(wshape))
    out = [ashape[0], wshape[1]]
    acc = fill0(f, t(out))
    r = f.v(hint)
    f.emit("%s = linalg.matmul ins(%s, %s : %s, %s) outs(%s : %s) -> %s" % (r, a, w, t(ashape), t(wshape), acc, t(out), t(out)))
    return r, out


def layernorm(f, x, shape):
    ty = t(shape)
    rt = t([shape[0]])
    s0 = fill0(f, rt)
    mean = f.v("mean")
    f.emit('%s = linalg.generic {indexing_maps = [#id2, #row2], iterator_types = ["parallel", "reduction"]} ins(%s : %s) outs(%s : %s) {' % (mean, x, ty, s0, rt))
    f.emit("^bb0(%in: f32, %out: f32):")
    f.emit("  %s = arith.addf %in, %out : f32")
    f.emit("  linalg.yield %s : f32")
    f.emit("} -> %s" % rt)
    e = empty(f, ty)
    cen = f.v("cen")
    f.emit('%s = linalg.generic {indexing_maps = [#id2, #row2, #id2], iterator_types = ["parallel", "parallel"]} ins(%s, %s : %s, %s) outs(%s : %s) {' % (cen, x, mean, ty, rt, e, ty))
    f.emit("^bb0(%in: f32, %m: f32, %out: f32):")
    f.emit("  %q = arith.divf %m, %hidden : f32")
    f.emit("  %s = arith.subf %in, %q : f32")
    f.emit("  linalg.yield %s : f32")
    f.emit("} -> %s" % ty)
    s1 = fill0(f, rt)
    var = f.v("var")
    f.emit('%s = linalg.generic {indexing_maps = [#id2, #row2], iterator_types = ["parallel", "reduction"]} ins(%s : %s) outs(%s : %s) {' % (var, cen, ty, s1, rt))
    f.emit("^bb0(%in: f32, %out: f32):")
    f.emit("  %sq = arith.mulf %in, %in : f32")
    f.emit("  %s = arith.addf %sq, %out : f32")
    f.emit("  linalg.yield %s : f32")
    f.emit("} -> %s" % rt)
    gamma = f.arg(t([shape[1]]), "g")
    e2 = empty(f, ty)
    r = f.v("ln")
    f.emit('%s = linalg.generic {indexing_maps = [#id2, #row2, #col2, #id2], iterator_types = ["parallel", "parallel"]} ins(%s, %s, %s : %s, %s, %s) outs(%s : %s) {' % (r, cen, var, gamma, ty, rt, t([shape[1]]), e2, ty))
    f.emit("^bb0(%c: f32, %v: f32, %g: f32, %out: f32):")
    f.emit("  %vm = arith.divf %v, %hidden : f32")
    f.emit("  %ve = arith.addf %vm, %eps : f32")
    f.emit("  %rs = math.rsqrt %ve : f32")
    f.emit("  %n = arith.mulf %c, %rs : f32")
    f.emit("  %o = arith.mulf %n, %g : f32")
    f.emit("  linalg.yield %o : f32")
    f.emit("} -> %s" % ty)
    return r


def heads(f, x, seq, nh, hd):
    # [seq, nh*hd] -> [seq, nh, hd] -> [nh, seq, hd]
    r = f.v("split")
    f.emit("%s = tensor.expand_shape %s [[0], [1, 2]] output_shape [%d, %d, %d] : %s into %s" % (r, x, seq, nh, hd, t([seq, nh * hd]), t([seq, nh, hd])))
    e = empty(f, t([nh, seq, hd]))
    tr = f.v("heads")
    f.emit("%s = linalg.transpose ins(%s : %s) outs(%s : %s) permutation = [1, 0, 2]" % (tr, r, t([seq, nh, hd]), e, t([nh, seq, hd])))
    return tr


def bert():
    f = Fn()
    seq, hid, nh, ffn = 128, 256, 4, 1024
    hd = hid // nh
    x = f.arg(t([seq, hid]), "x")
    h = x
    for layer in range(2):
        q, _ = matmul(f, h, [seq, hid], [hid, hid], "q")
        k, _ = matmul(f, h, [seq, hid], [hid, hid], "k")
        v, _ = matmul(f, h, [seq, hid], [hid, hid], "v")
        qh = heads(f, q, seq, nh, hd)
        vh = heads(f, v, seq, nh, hd)
        # K^T per head: [seq, nh, hd] -> [nh, hd, seq]
        kr = f.v("ks")
        f.emit("%s = tensor.expand_shape %s [[0], [1, 2]] output_shape [%d, %d, %d] : %s into %s" % (kr, k, seq, nh, hd, t([seq, hid]), t([seq, nh, hd])))
        ke = empty(f, t([nh, hd, seq]))
        kt = f.v("kt")
        f.emit("%s = linalg.transpose ins(%s : %s) outs(%s : %s) permutation = [1, 2, 0]" % (kt, kr, t([seq, nh, hd]), ke, t([nh, hd, seq])))
        st = t([nh, seq, seq])
        sacc = fill0(f, st)
        s = f.v("scores")
        f.emit("%s = linalg.batch_matmul ins(%s, %s : %s, %s) outs(%s : %s) -> %s" % (s, qh, kt, t([nh, seq, hd]), t([nh, hd, seq]), sacc, st, st))
        # softmax over the last axis, scaled
        rt = t([nh, seq])
        m0 = empty(f, rt)
        mi = f.v("mi")
        f.emit("%s = linalg.fill ins(%%ninf : f32) outs(%s : %s) -> %s" % (mi, m0, rt, rt))
        mx = f.v("max")
        f.emit('%s = linalg.generic {indexing_maps = [#id3, #red3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%s : %s) outs(%s : %s) {' % (mx, s, st, mi, rt))
        f.emit("^bb0(%in: f32, %out: f32):")
        f.emit("  %m = arith.maximumf %in, %out : f32")
        f.emit("  linalg.yield %m : f32")
        f.emit("} -> %s" % rt)
        ee = empty(f, st)
        ex = f.v("exp")
        f.emit('%s = linalg.generic {indexing_maps = [#id3, #red3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s, %s : %s, %s) outs(%s : %s) {' % (ex, s, mx, st, rt, ee, st))
        f.emit("^bb0(%in: f32, %m: f32, %out: f32):")
        f.emit("  %d = arith.subf %in, %m : f32")
        f.emit("  %sc = arith.mulf %d, %scale : f32")
        f.emit("  %e = math.exp %sc : f32")
        f.emit("  linalg.yield %e : f32")
        f.emit("} -> %s" % st)
        z = fill0(f, rt)
        sm = f.v("sum")
        f.emit('%s = linalg.generic {indexing_maps = [#id3, #red3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%s : %s) outs(%s : %s) {' % (sm, ex, st, z, rt))
        f.emit("^bb0(%in: f32, %out: f32):")
        f.emit("  %s = arith.addf %in, %out : f32")
        f.emit("  linalg.yield %s : f32")
        f.emit("} -> %s" % rt)
        pe = empty(f, st)
        pr = f.v("probs")
        f.emit('%s = linalg.generic {indexing_maps = [#id3, #red3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s, %s : %s, %s) outs(%s : %s) {' % (pr, ex, sm, st, rt, pe, st))
        f.emit("^bb0(%in: f32, %d: f32, %out: f32):")
        f.emit("  %p = arith.divf %in, %d : f32")
        f.emit("  linalg.yield %p : f32")
        f.emit("} -> %s" % st)
        ct = t([nh, seq, hd])
        cacc = fill0(f, ct)
        c = f.v("ctx")
        f.emit("%s = linalg.batch_matmul ins(%s, %s : %s, %s) outs(%s : %s) -> %s" % (c, pr, vh, st, ct, cacc, ct, ct))
        be = empty(f, t([seq, nh, hd]))
        cb = f.v("merge")
        f.emit("%s = linalg.transpose ins(%s : %s) outs(%s : %s) permutation = [1, 0, 2]" % (cb, c, ct, be, t([seq, nh, hd])))
        cm = f.v("flat")
        f.emit("%s = tensor.collapse_shape %s [[0], [1, 2]] : %s into %s" % (cm, cb, t([seq, nh, hd]), t([seq, hid])))
        o, _ = matmul(f, cm, [seq, hid], [hid, hid], "o")
        r1 = add(f, o, h, t([seq, hid]), 2)
        n1 = layernorm(f, r1, [seq, hid])
        u, _ = matmul(f, n1, [seq, hid], [hid, ffn], "up")
        ge = empty(f, t([seq, ffn]))
        g = f.v("gelu")
        f.emit('%s = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%s : %s) outs(%s : %s) {' % (g, u, t([seq, ffn]), ge, t([seq, ffn])))
        f.emit("^bb0(%in: f32, %out: f32):")
        f.emit("  %x3 = arith.mulf %in, %in : f32")
        f.emit("  %x4 = arith.mulf %x3, %in : f32")
        f.emit("  %x5 = arith.mulf %x4, %c0_044 : f32")
        f.emit("  %x6 = arith.addf %in, %x5 : f32")
        f.emit("  %x7 = arith.mulf %x6, %c0_797 : f32")
        f.emit("  %x8 = math.tanh %x7 : f32")
        f.emit("  %x9 = arith.addf %x8, %one : f32")
        f.emit("  %x10 = arith.mulf %x9, %half : f32")
        f.emit("  %x11 = arith.mulf %x10, %in : f32")
        f.emit("  linalg.yield %x11 : f32")
        f.emit("} -> %s" % t([seq, ffn]))
        d, _ = matmul(f, g, [seq, ffn], [ffn, hid], "down")
        r2 = add(f, d, n1, t([seq, hid]), 2)
        h = layernorm(f, r2, [seq, hid])
    return f, h, t([seq, hid])


def mixed_mlp():
    f = Fn()
    b, d0 = 64, 512
    x = f.arg(t([b, d0]), "x")
    # f16 copies of activations feed f16 matmuls accumulating in f32 (a
    # mixed-precision inference graph): buffers of 2 and 4 bytes per element.
    h = x
    skip = x
    for i, d1 in enumerate([1024, 768, 512, 256, 512]):
        cast = f.v("h16")
        ce = empty(f, t([b, d0], "f16"))
        f.emit('%s = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%s : %s) outs(%s : %s) {' % (cast, h, t([b, d0]), ce, t([b, d0], "f16")))
        f.emit("^bb0(%in: f32, %out: f16):")
        f.emit("  %c = arith.truncf %in : f32 to f16")
        f.emit("  linalg.yield %c : f16")
        f.emit("} -> %s" % t([b, d0], "f16"))
        w = f.arg(t([d0, d1], "f16"))
        acc = fill0(f, t([b, d1]))
        y = f.v("y")
        f.emit("%s = linalg.matmul ins(%s, %s : %s, %s) outs(%s : %s) -> %s" % (y, cast, w, t([b, d0], "f16"), t([d0, d1], "f16"), acc, t([b, d1]), t([b, d1])))
        y = relu(f, y, t([b, d1]), 2)
        if d1 == 512 and i > 0:
            y = add(f, y, skip, t([b, d1]), 2)
            skip = y
        h, d0 = y, d1
    return f, h, t([b, d0])


CONSTS = """    %zero = arith.constant 0.000000e+00 : f32
    %one = arith.constant 1.000000e+00 : f32
    %half = arith.constant 5.000000e-01 : f32
    %ninf = arith.constant -3.40282347E+38 : f32
    %scale = arith.constant 1.250000e-01 : f32
    %eps = arith.constant 9.99999974E-6 : f32
    %hidden = arith.constant 2.560000e+02 : f32
    %c0_044 = arith.constant 4.471500e-02 : f32
    %c0_797 = arith.constant 7.978850e-01 : f32
"""


def write(outdir, name, doc, build):
    f, res, rty = build()
    args = ", ".join("%s: %s" % a for a in f.args)
    with open("%s/%s.tensor.mlir" % (outdir, name), "w") as out:
        out.write("// %s\n// Generated by gen.py; regen.sh bufferizes it into %s.mlir.\n" % (doc, name))
        out.write(MAPS)
        out.write("module {\n  func.func @%s(%s) -> %s {\n" % (name, args, rty))
        out.write(CONSTS)
        for line in f.lines:
            out.write(line + "\n")
        out.write("    return %s : %s\n  }\n}\n" % (res, rty))


def main():
    outdir = sys.argv[1] if len(sys.argv) > 1 else "."
    write(outdir, "resnet", "ResNet-18-shaped network on a 64x64 image: conv chain with mixed sizes and residual blocks.", resnet)
    write(outdir, "unet", "U-Net-shaped encoder-decoder: pools, upsampling, skip connections concatenated along channels.", unet)
    write(outdir, "bert", "Two BERT-style encoder layers (sequence 128, hidden 256, 4 heads, FFN 1024).", bert)
    write(outdir, "mixed_mlp", "Mixed-precision MLP: f16 matmul inputs, f32 accumulators, residual skips.", mixed_mlp)


if __name__ == "__main__":
    main()
