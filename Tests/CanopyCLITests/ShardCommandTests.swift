import Foundation
import Testing

@Suite("canopy shard")
struct ShardCommandTests {
    @Test("shard prints a filter for one shard of the listed tests")
    func prints() throws {
        let dir = try Scratch()
        try Data("M.S/a()\nM.S/b()\nM.T/c()\n".utf8).write(to: dir.url.appendingPathComponent("tests.txt"))
        let outputs = try (1...2).map { try CLI.run(["shard", "--index", "\($0)", "--count", "2", "--tests", dir.path("tests.txt")]) }
        #expect(outputs.allSatisfy { $0.status == 0 && $0.stdout.hasPrefix("^(?") })
        #expect(outputs.map(\.stdout).joined().components(separatedBy: "M\\.S/a\\(\\)").count == 2)
    }

    @Test("An index out of range, a missing list or a test listed twice: one line, exit 2, nothing printed")
    func hostile() throws {
        let dir = try Scratch()
        try Data("M.S/a()\nM.S/a()\n".utf8).write(to: dir.url.appendingPathComponent("twice.txt"))
        let cases: [([String], String)] = [
            (["--index", "3", "--count", "2", "--tests", dir.path("twice.txt")], "canopy: --index 3 is out of range 1...2\n"),
            (["--index", "0", "--count", "2", "--tests", dir.path("twice.txt")], "canopy: --index 0 is out of range 1...2\n"),
            (
                ["--index", "1", "--count", "2", "--tests", dir.path("twice.txt")],
                "canopy: the test M.S/a() is listed twice; each test must be in exactly one shard\n"
            ),
        ]
        for (arguments, message) in cases {
            let result = try CLI.run(["shard"] + arguments)
            #expect(result.status == 2)
            #expect(result.stderr == message)
            #expect(result.stdout.isEmpty)
        }
        let missing = try CLI.run(["shard", "--index", "1", "--count", "2", "--tests", dir.path("absent.txt")])
        #expect(missing.status == 2)
        #expect(missing.stderr.split(separator: "\n").count == 1)
    }
}
