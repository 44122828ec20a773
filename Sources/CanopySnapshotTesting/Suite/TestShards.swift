import Foundation

/// A stable partition of a suite's tests into shards, each run by one CI job as
/// `swift test --filter "$(canopy shard --index I --count N --tests tests.txt)"`.
///
/// Without timings a test's shard depends only on its identifier (a hash of it), so adding or
/// removing a test moves no other. With the last run's timings (``TestTimings``) the tests
/// are placed longest first, each on the shard with the least time so far, so shards take
/// about as long as each other; a test without a timing counts as the median of those with
/// one. Either way every test lands in exactly one shard.
public struct TestShards: Sendable {
    /// The most shards: a GitHub Actions matrix runs at most 256 jobs.
    public static let maximumCount = 256

    /// Each shard's test identifiers (`Module.Suite/test()`), sorted; shard 1 first.
    public let shards: [[String]]

    /// Partitions `tests` (identifiers as `swift test list` prints them) into `count` shards.
    ///
    /// Throws ``SnapshotSuiteError`` for a count outside 1...``maximumCount`` or a test listed
    /// twice (two shards would both run it).
    public init(tests: [String], count: Int, timings: [String: Double] = [:]) throws {
        guard (1...Self.maximumCount).contains(count) else {
            throw SnapshotSuiteError("--count \(count) is out of range 1...\(Self.maximumCount)")
        }
        var seen = Set<String>()
        for test in tests where !seen.insert(test).inserted {
            throw SnapshotSuiteError("the test \(test) is listed twice; each test must be in exactly one shard")
        }
        var shards = Array(repeating: [String](), count: count)
        let timed = tests.compactMap { timings[$0] }.filter { $0.isFinite && $0 >= 0 }.sorted()
        if timed.isEmpty {
            for test in tests { shards[Int(Self.hash(test) % UInt64(count))].append(test) }
        } else {
            let fallback = timed[timed.count / 2]
            func time(_ test: String) -> Double {
                guard let t = timings[test], t.isFinite, t >= 0 else { return fallback }
                return t
            }
            let ordered = tests.map { ($0, time($0)) }.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
            var load = Array(repeating: 0.0, count: count)
            for (test, seconds) in ordered {
                // The least-loaded shard; the lowest index among equals, so the result is stable.
                let index = load.indices.min { load[$0] != load[$1] ? load[$0] < load[$1] : $0 < $1 } ?? 0
                shards[index].append(test)
                load[index] += seconds
            }
        }
        self.shards = shards.map { $0.sorted() }
    }

    /// The `swift test --filter` regular expression selecting exactly shard `index`
    /// (1-based); throws naming the index when it is outside 1...count.
    ///
    /// Swift Testing matches a filter against `Module.Suite/test()/File.swift:line:column`,
    /// so each identifier is anchored at the start and must end there or at a `/`: a test
    /// whose identifier begins another's is not selected with it. An empty shard selects
    /// nothing.
    public func filter(forShard index: Int) throws -> String {
        guard shards.indices.contains(index - 1) else {
            throw SnapshotSuiteError("--index \(index) is out of range 1...\(shards.count)")
        }
        let tests = shards[index - 1]
        guard !tests.isEmpty else { return "^(?!)" }
        return "^(?:" + tests.map(Self.escaped).joined(separator: "|") + ")(?:$|/)"
    }

    /// `text` with every regular-expression metacharacter escaped.
    static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            if "\\^$.|?*+()[]{}".contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }

    /// FNV-1a, 64-bit: stable across runs and platforms, unlike `Hasher`, which is seeded
    /// per process.
    static func hash(_ text: String) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01b3
        }
        return value
    }

    /// The identifiers in `swift test list` output: one per line; blank lines skipped.
    ///
    /// Throws for a line that is not an identifier (`Module.Suite/test()`, or `Module.test()`
    /// for a test outside a suite: a `.` or `/`, no spaces or control characters), naming its
    /// number.
    public static func testList(from text: String) throws -> [String] {
        var tests: [String] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            guard trimmed.contains(where: { $0 == "/" || $0 == "." }),
                !trimmed.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.value < 32 })
            else {
                throw SnapshotSuiteError("line \(number + 1) of the test list is not a test identifier: \(trimmed.prefix(80))")
            }
            tests.append(trimmed)
        }
        return tests
    }
}
