/// Punycode (RFC 3492), the encoding of a host label as `xn--` shows it: its ASCII characters,
/// then `-` and the others as numbers in base 36 (`аpple` → `pple-43d`). Foundation on Linux
/// has no IDNA, and only the encoder is needed: labels are shown, never read back.
enum Punycode {
    /// A host is at most this long: a longer label is no host a browser goes to, and is left as
    /// written (`nil`), which also bounds the encoder's work, quadratic in the label's length.
    static let longestLabel = 253

    /// `label` encoded (without `xn--`), as RFC 3492's section 6.3 does it; nil when it is
    /// longer than `longestLabel` scalars.
    static func encode(_ label: String) -> String? {
        let input = label.unicodeScalars.map { Int($0.value) }
        guard input.count <= longestLabel else { return nil }
        var output = String(String.UnicodeScalarView(label.unicodeScalars.filter(\.isASCII)))
        let basicCount = input.filter { $0 < initialN }.count
        if basicCount > 0 { output.append("-") }
        var n = initialN, delta = 0, bias = initialBias, handled = basicCount
        while handled < input.count, let next = input.filter({ $0 >= n }).min() {
            delta += (next - n) * (handled + 1)
            n = next
            for value in input {
                if value < n { delta += 1 }
                guard value == n else { continue }
                output += digits(of: delta, bias: bias)
                bias = adapt(delta, points: handled + 1, first: handled == basicCount)
                delta = 0
                handled += 1
            }
            delta += 1
            n += 1
        }
        return output
    }

    private static let base = 36, tMin = 1, tMax = 26, skew = 38, damp = 700, initialBias = 72, initialN = 0x80

    /// `delta` as a generalized variable-length integer (section 3.3) at `bias`.
    private static func digits(of delta: Int, bias: Int) -> String {
        var digits = "", q = delta, k = base
        while true {
            let t = k <= bias ? tMin : k >= bias + tMax ? tMax : k - bias
            if q < t { break }
            digits.append(digit(t + (q - t) % (base - t)))
            q = (q - t) / (base - t)
            k += base
        }
        digits.append(digit(q))
        return digits
    }

    /// Section 6.1's bias adaptation.
    private static func adapt(_ delta: Int, points: Int, first: Bool) -> Int {
        var delta = first ? delta / damp : delta / 2, k = 0
        delta += delta / points
        while delta > ((base - tMin) * tMax) / 2 {
            delta /= base - tMin
            k += base
        }
        return k + (base - tMin + 1) * delta / (delta + skew)
    }

    /// 0…25 as `a`…`z`, 26…35 as `0`…`9`.
    private static func digit(_ value: Int) -> Character {
        Character(Unicode.Scalar(UInt8(value < 26 ? 0x61 + value : 0x30 + value - 26)))
    }
}
