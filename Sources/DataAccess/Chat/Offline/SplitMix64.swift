import Foundation

/// A tiny, fast pseudo-random generator whose sequence depends only on its seed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `0..<count` (0 when `count` is not positive); independent of the standard library's algorithms.
    mutating func index(below count: Int) -> Int {
        count > 0 ? Int(next() % UInt64(count)) : 0
    }

    /// One of the options, or "" when there are none.
    mutating func pick(_ options: [String]) -> String {
        options.isEmpty ? "" : options[index(below: options.count)]
    }

    /// A coin toss.
    mutating func nextBool() -> Bool { next() & 1 == 1 }
}

/// A hash that is the same in every process (unlike `Hasher`, which is seeded per launch).
enum StableHash {
    /// 64-bit FNV-1a of the UTF-8 bytes of the parts, each followed by a separator byte.
    static func of(_ parts: [String]) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for part in parts {
            for byte in part.utf8 + [0x1F] {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
        }
        return hash
    }
}
