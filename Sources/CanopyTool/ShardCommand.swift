import ArgumentParser
import CanopyCairo
import CanopySnapshotTesting
import Foundation

extension CanopyCommand {
    /// Prints the `swift test --filter` expression selecting one shard of the suite.
    struct Shard: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print the swift test --filter expression running shard I of N of the suite's tests.",
            discussion: """
                swift test list > tests.txt
                swift test --filter "$(canopy shard --index 1 --count 2 --tests tests.txt)"
                Without --timings a test's shard depends only on its name; with the JUnit XML of the last run \
                (swift test --xunit-output) shards are balanced by time.
                """)

        @Option(parsing: .unconditional, help: "The shard to print, 1...count.")
        var index: Int

        @Option(parsing: .unconditional, help: "How many shards, 1...256.")
        var count: Int

        @Option(help: "The suite's tests, as 'swift test list' prints them; - for standard input.")
        var tests: String

        @Option(help: "JUnit XML of the last run (swift test --xunit-output), for balancing by time; repeatable.")
        var timings: [String] = []

        func run() throws {
            guard (1...TestShards.maximumCount).contains(count) else {
                throw CLIError("--count \(count) is out of range 1...\(TestShards.maximumCount)")
            }
            guard (1...count).contains(index) else { throw CLIError("--index \(index) is out of range 1...\(count)") }
            let list = try read(tests, limit: 16 << 20, what: "test list")
            var times: [String: Double] = [:]
            for file in timings {
                times.merge(TestTimings.parse(try read(file, limit: TestTimings.maximumBytes, what: "timings file"))) { $0 + $1 }
            }
            do {
                let shards = try TestShards(tests: try TestShards.testList(from: list), count: count, timings: times)
                print(try shards.filter(forShard: index))
            } catch let error as SnapshotSuiteError {
                throw CLIError(error.description)
            }
        }

        private func read(_ path: String, limit: Int, what: String) throws -> String {
            do {
                let data: Data
                if path == "-" {
                    // Read to one byte past the limit, so a longer stream is refused, never held whole.
                    data = FileHandle.standardInput.readData(ofLength: limit + 1)
                    guard data.count <= limit else { throw CLIError("the \(what) on standard input is larger than \(limit) bytes") }
                } else {
                    data = try FileIO.readRegularFile(URL(fileURLWithPath: path), limit: limit)
                }
                guard let text = String(data: data, encoding: .utf8) else { throw CLIError("the \(what) \(path) is not UTF-8 text") }
                return text
            } catch let error as RenderError {
                throw CLIError("cannot read the \(what): \(error)")
            }
        }
    }
}
