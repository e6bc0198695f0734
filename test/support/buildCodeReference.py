"""
An independent reference of the build code's format (issue 32.1; src/domain/buildCode.ts
describes the bits), written apart from the code under test: the hand-worked codes in
test/unit/domain/buildCode*.test.ts and test/component/buildCode.test.tsx (and the component
tests that show a build's code) were computed with it. No test reads this file.

    python3 test/support/buildCodeReference.py
"""

M = 0xFFFFFFFF
DIGITS = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
SEED_ORDER, SEEDS, WIDE_SEED = 5, 224, 31
MODEL_BITS, VARIANT_BITS, ITEM_BITS, CHECK_BITS = 7, 5, 7, 8


def sku_hash(text, seed):
    h = (0x811C9DC5 ^ (seed * 0x9E3779B1)) & M
    data = text.encode("utf-16-le")  # JavaScript's charCodeAt: UTF-16 code units
    for i in range(0, len(data), 2):
        h = ((h ^ (data[i] | data[i + 1] << 8)) * 0x01000193) & M
    h ^= h >> 15
    h = (h * 0x2C1B3C6D) & M
    h ^= h >> 12
    h = (h * 0x297A2D39) & M
    return h ^ (h >> 15)


def top(h, width):
    return h >> (32 - width) if width else 0


def clz32(x):
    return 32 - x.bit_length()


def unique_width(sku, skus, seed):
    own = sku_hash(sku, seed)
    return max([clz32(own ^ sku_hash(other, seed)) + 1 for other in skus if other != sku], default=0)


def bits(n, width):
    return format(n, "b").zfill(width) if width else ""


def exp_golomb(n, order=0):
    high = format((n >> order) + 1, "b")
    return "0" * (len(high) - 1) + high + bits(n & ((1 << order) - 1), order)


def choose(n, k):
    if k < 0 or k > n:
        return 0
    out = 1
    for i in range(k):
        out = out * (n - i) // (i + 1)
    return out


def times(a, b):
    product = 0
    while b:
        if b & 1:
            product ^= a
        a = ((a << 1) ^ 0x25) & 31 if a & 16 else a << 1
        b >>= 1
    return product


def check_digit(digits):
    total = 0
    for digit in digits:
        total = times(total, 2) ^ digit
    return times(total, 2)


def vehicle_bits(catalog, model, variant, seed):
    wm = unique_width(model, list(catalog["models"]), seed)
    wv = unique_width(variant, catalog["models"][model], seed)
    if seed == WIDE_SEED:
        if wm > 32 or wv > 32:
            return None
        wm, wv = max(wm, MODEL_BITS), max(wv, VARIANT_BITS)
        head = exp_golomb(wm - MODEL_BITS) + exp_golomb(wv - VARIANT_BITS)
    else:
        if wm > MODEL_BITS or wv > VARIANT_BITS:
            return None
        wm, wv, head = MODEL_BITS, VARIANT_BITS, ""
    return head + bits(top(sku_hash(model, seed), wm), wm) + bits(top(sku_hash(variant, seed), wv), wv)


def cart_bits(catalog, cart, seed):
    if not cart:
        return exp_golomb(0, 1)
    width = max([ITEM_BITS] + [unique_width(sku, catalog["items"], seed) for sku in cart])
    if width > 32:
        return None
    hashes = sorted(top(sku_hash(sku, seed), width) for sku in cart)
    rank = sum(choose(h, i + 1) for i, h in enumerate(hashes))
    rank_width = max(choose(2**width, len(cart)) - 1, 0).bit_length()
    return exp_golomb(len(cart), 1) + "1" * (width - ITEM_BITS) + "0" + bits(rank, rank_width)


def build_code(range_codes, catalog, range_code, model, variant, cart):
    """catalog: {'models': {model sku: [variant skus]}, 'items': [every sku the catalog sells]}."""
    cart = sorted(set(cart))
    place = sorted(range_codes).index(range_code)
    shortest = None
    for seed in range(SEEDS):
        vehicle = vehicle_bits(catalog, model, variant, seed)
        items = None if vehicle is None else cart_bits(catalog, cart, seed)
        if items is None:
            continue
        payload = exp_golomb(place, 1) + exp_golomb(seed, SEED_ORDER) + vehicle + items
        if shortest is None or len(payload) < len(shortest):
            shortest = payload
    check_width = -(-(len(shortest) + CHECK_BITS) // 5) * 5 - len(shortest)
    check = sku_hash("\n".join([range_code, model, variant] + cart), SEEDS)
    return grouped(shortest + bits(top(check, check_width), check_width))


def grouped(payload):
    digits = [int(payload[i : i + 5], 2) for i in range(0, len(payload), 5)]
    text = "".join(DIGITS[d] for d in digits + [check_digit(digits)])
    return "-".join(text[i : i + 4] for i in range(0, len(text), 4))


if __name__ == "__main__":
    # test/unit/domain/buildCode.test.ts: one model, one white variant, three accessories; ranges 'triton' and 'asx'.
    tiny = {"models": {"GLX": ["GLX-1"]}, "items": ["A", "B", "C"]}
    print("unit GLX-1 C,B:", build_code(["triton", "asx"], tiny, "triton", "GLX", "GLX-1", ["C", "B"]))
    print("unit GLX-1:", build_code(["triton", "asx"], tiny, "triton", "GLX", "GLX-1", []))
    # test/component: the fixture range (test/component/harness.tsx): Triton alone, model MV1 in white (1) and red (2), no items.
    fixture = {"models": {"MV1": ["MV1-1", "MV1-2"]}, "items": []}
    print("component white:", build_code(["triton"], fixture, "triton", "MV1", "MV1-1", []))
    print("component red:", build_code(["triton"], fixture, "triton", "MV1", "MV1-2", []))
    # A code made when the fixture also sold a black MV1 (3), since retired; and one for a model MV2 since retired.
    then = {"models": {"MV1": ["MV1-1", "MV1-2", "MV1-3"], "MV2": ["MV2-1"]}, "items": []}
    print("component black (retired):", build_code(["triton"], then, "triton", "MV1", "MV1-3", []))
    print("component MV2 (retired):", build_code(["triton"], then, "triton", "MV2", "MV2-1", []))
    for sku in ["MV1-1", "MV1-2", "MV1-3"]:
        print("  seed-free check of hashes", sku, [top(sku_hash(sku, s), VARIANT_BITS) for s in range(3)])
    # A well-formed code naming range 5 (of a list of 2: unknown): its range bits alone, padded, and the check digit.
    payload = exp_golomb(5, 1)
    print("range 5:", grouped(payload + "0" * (-len(payload) % 5)))
