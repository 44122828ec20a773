import Foundation
import Testing

@testable import CanopySnapshotTesting

/// This package's own Swift Testing tests, listed by the test binary running this test, as
/// `swift test list` lists them.
func ownTestList() throws -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["--testing-library", "swift-testing", "--list-tests"]
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return try TestShards.testList(from: String(decoding: data, as: UTF8.self))
}

@Suite("Sharding a suite's tests")
struct TestShardsTests {
    /// Which shards' filters select `test`, matched as Swift Testing matches a filter: against
    /// the identifier followed by the test's source location.
    func selecting(_ test: String, _ filters: [Regex<AnyRegexOutput>]) -> [Int] {
        let id = test + "/TestFile.swift:12:5"
        return filters.indices.filter { (try? filters[$0].firstMatch(in: id)) != nil }
    }

    @Test("Every test of this package's suite is selected by exactly one shard's filter, for 1 to 5 shards, with and without timings")
    func ownSuite() throws {
        let tests = try ownTestList()
        #expect(tests.count > 500)
        #expect(tests.contains("CanopySnapshotTestingTests.TestShardsTests/ownSuite()"))
        let timings = Dictionary(uniqueKeysWithValues: tests.enumerated().map { ($1, Double($0 % 7) * 0.1) })
        for count in 1...5 {
            for times in [[:], timings] {
                let shards = try TestShards(tests: tests, count: count, timings: times)
                let filters = try (1...count).map { try Regex(try shards.filter(forShard: $0)) }
                for test in tests {
                    #expect(selecting(test, filters).count == 1, "\(test) with \(count) shards")
                }
            }
        }
    }

    @Test("A test whose identifier begins another's is selected only by its own shard")
    func prefixes() throws {
        let tests = ["M.S/a()", "M.S/a()b()", "M.S2/a()", "M.S/a(x:)"]
        let shards = try TestShards(tests: tests, count: 4, timings: Dictionary(uniqueKeysWithValues: tests.map { ($0, 1.0) }))
        let filters = try (1...4).map { try Regex(try shards.filter(forShard: $0)) }
        for test in tests { #expect(selecting(test, filters).count == 1, "\(test)") }
    }

    @Test("Without timings a test's shard depends only on its name: adding tests moves none")
    func stable() throws {
        let before = try TestShards(tests: (0..<100).map { "M.S/t\($0)()" }, count: 3)
        let after = try TestShards(tests: (0..<150).map { "M.S/t\($0)()" }, count: 3)
        for (index, shard) in before.shards.enumerated() {
            #expect(Set(shard).isSubset(of: Set(after.shards[index])))
        }
    }

    @Test("With timings shards are balanced: the slowest shard is within the slowest test of the fastest")
    func balanced() throws {
        let tests = (0..<200).map { "M.S/t\($0)()" }
        let times = Dictionary(uniqueKeysWithValues: tests.enumerated().map { ($1, Double(($0 * 37) % 50) / 10) })
        let shards = try TestShards(tests: tests, count: 4, timings: times)
        let loads = shards.shards.map { $0.reduce(0) { $0 + times[$1]! } }
        #expect(loads.max()! - loads.min()! <= times.values.max()!)
    }

    @Test("A shard index or count out of range, a test listed twice, or a line that is no test is refused naming it")
    func hostile() throws {
        #expect(throws: SnapshotSuiteError("--count 0 is out of range 1...256")) { try TestShards(tests: ["M.S/a()"], count: 0) }
        let shards = try TestShards(tests: ["M.S/a()"], count: 2)
        #expect(throws: SnapshotSuiteError("--index 3 is out of range 1...2")) { try shards.filter(forShard: 3) }
        #expect(throws: SnapshotSuiteError("the test M.S/a() is listed twice; each test must be in exactly one shard")) {
            try TestShards(tests: ["M.S/a()", "M.S/b()", "M.S/a()"], count: 2)
        }
        #expect(throws: SnapshotSuiteError.self) { try TestShards.testList(from: "M.S/a()\nBuilding for debugging...\n") }
    }

    @Test("An empty shard's filter selects nothing")
    func emptyShard() throws {
        let shards = try TestShards(tests: ["M.S/a()"], count: 3)
        let empty = try #require((1...3).first { shards.shards[$0 - 1].isEmpty })
        #expect(try Regex(try shards.filter(forShard: empty)).firstMatch(in: "M.S/a()/F.swift:1:1") == nil)
    }

    @Test("Timings come from swift test's JUnit XML: classname and name make the identifier, entities decoded")
    func timings() {
        let xml = """
            <testsuite><testcase classname="M.Suite" name="a()" time="0.25" />
            <testcase classname="M.Suite" name="b(x:)" time="1.5"></testcase>
            <testcase classname="M.Q&amp;A" name="c()" time="nan" /></testsuite>
            """
        #expect(TestTimings.parse(xml) == ["M.Suite/a()": 0.25, "M.Suite/b(x:)": 1.5])
    }
}
