import Canopy
import Foundation

@testable import FlexibleHeader

/// Records and replays the header's observable outputs over seeded random sessions.
///
/// The fixture holds, per session, one line per step with only the fields that changed since the
/// previous step (a `.` followed by `index=value` pairs), so it stays small while checking every output after
/// every step.
enum GoldenMaster {
    static let sessionCount = 3_200
    static let stepsPerSession = 40

    /// The fixture, gzip-compressed (about 0.4 MB instead of 2.4 MB of text), in `Fixtures/`
    /// at the package root: compressed bytes are no text for the source tree's searches.
    static var fixtureURL: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/FlexibleHeader/header-sessions.golden.gz")
    }

    /// Reads the fixture through the system's gzip.
    static func readFixture() throws -> String {
        try String(decoding: gzip(["-dc", fixtureURL.path], input: nil), as: UTF8.self)
    }

    /// Writes the fixture through the system's gzip (`-n`: no name or time, so it is reproducible).
    static func writeFixture(_ text: String) throws {
        try gzip(["-9n"], input: Data(text.utf8)).write(to: fixtureURL, options: .atomic)
    }

    private static func gzip(_ arguments: [String], input: Data?) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/gzip")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        let inputPipe = Pipe()
        if input != nil { process.standardInput = inputPipe }
        try process.run()
        if let input {
            // Write from another thread so a full output pipe cannot deadlock the writer.
            let handle = inputPipe.fileHandleForWriting
            let writer = Thread {
                handle.write(input)
                try? handle.close()
            }
            writer.start()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return data
    }

    /// The seed of session `index`; spread so hosts and devices mix.
    static func seed(_ index: Int) -> UInt64 { UInt64(index) &* 0x9E37_79B9 &+ UInt64(index % 97) }

    /// How a session run ended.
    enum Ending: Equatable {
        /// Every step ran.
        case complete
        /// Stopped before the first step in which the header re-entered its own commit through
        /// its status-bar request; the steps before it were visited.
        case reentered
        /// The status-bar feedback loop: left out entirely.
        case looped
    }

    /// Runs session `index`, calling `visit` with each step's name and observed outputs.
    ///
    /// - Parameter stopsAtReentry: stop before a step in which the header re-entered its own
    ///   commit (recording does; a replay stops where the recording did instead).
    @discardableResult
    static func run(
        _ index: Int, stopsAtReentry: Bool = true, stepLimit: Int = stepsPerSession,
        inspect: (GoldenSession) -> Void = { _ in },
        visit: (Int, String, [GoldenValue]) -> Void
    ) -> Ending {
        var ending = Ending.complete
        _ = Diagnostics.capture {
            var made: GoldenSession?
            let setupDiagnostics = Diagnostics.capture { made = GoldenSession(seed: seed(index)) }
            guard let session = made else { return }
            inspect(session)
            session.controller.lastReportedFrame = session.header.frame
            session.controller.log.removeAll()
            visit(-1, "setup", GoldenObservation.observe(session, diagnostics: setupDiagnostics))
            for step in 0..<min(stepLimit, stepsPerSession) {
                var name = ""
                let diagnostics = Diagnostics.capture { name = session.step() }
                session.controller.noteStepEnded(session.header)
                if session.controller.looped {
                    ending = .looped
                    return
                }
                if stopsAtReentry && session.controller.reentered {
                    ending = .reentered
                    return
                }
                visit(step, name, GoldenObservation.observe(session, diagnostics: diagnostics))
                session.controller.log.removeAll()
            }
        }
        return ending
    }

    /// Encodes every session into the fixture text.
    static func record() -> String {
        var out = "# FlexibleHeader golden master: \(sessionCount) sessions × \(stepsPerSession) steps\n"
        out += "# fields: " + GoldenObservation.fieldNames.joined(separator: " ") + "\n"
        for index in 0..<sessionCount {
            var lines: [String] = []
            var previous: [String]?
            let ending = run(index) { _, _, values in
                let encoded = values.map(\.encoded)
                var parts: [String] = []
                for (i, value) in encoded.enumerated() where previous?[i] != value {
                    parts.append("\(i)=\(value)")
                }
                lines.append((["."] + parts).joined(separator: " "))
                previous = encoded
            }
            switch ending {
            case .complete: out += "S \(index)\n" + lines.joined(separator: "\n") + "\n"
            case .reentered: out += "S \(index) cut\n" + lines.joined(separator: "\n") + "\n"
            case .looped: out += "S \(index) loop\n"
            }
        }
        return out
    }

    /// A recorded session: its step lines, or nil when it was left out for looping.
    struct RecordedSession: Sendable {
        var index: Int
        /// Changed fields per step (setup first); nil when the session was left out.
        var steps: [[Int: String]]?
        /// The recording stopped before the header re-entered its own commit.
        var isCut = false
    }

    static func parse(_ text: String) -> [RecordedSession] {
        var sessions: [RecordedSession] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("#") { continue }
            if line.hasPrefix("S ") {
                let parts = line.split(separator: " ")
                let index = Int(parts[1]) ?? -1
                let mark = parts.count > 2 ? parts[2] : ""
                sessions.append(RecordedSession(index: index, steps: mark == "loop" ? nil : [], isCut: mark == "cut"))
                continue
            }
            guard line.hasPrefix("."), !sessions.isEmpty, sessions[sessions.count - 1].steps != nil else { continue }
            var fields: [Int: String] = [:]
            for pair in line.split(separator: " ").dropFirst() {
                guard let eq = pair.firstIndex(of: "="), let i = Int(pair[..<eq]) else { continue }
                fields[i] = String(pair[pair.index(after: eq)...])
            }
            sessions[sessions.count - 1].steps?.append(fields)
        }
        return sessions
    }

    /// Replays `recorded` and returns the first mismatch, described, or nil.
    static func replay(_ recorded: RecordedSession) -> String? {
        guard let steps = recorded.steps else { return nil }
        var current: [String] = []
        var mismatch: String?
        var history: [String] = []
        // A cut recording is compared up to its cut.
        let limit = recorded.isCut ? steps.count - 1 : stepsPerSession
        let ending = run(recorded.index, stopsAtReentry: false, stepLimit: limit) { step, name, values in
            guard mismatch == nil else { return }
            history.append(name)
            let position = step + 1
            guard position < steps.count else {
                if !recorded.isCut { mismatch = "session \(recorded.index): more steps than recorded" }
                return
            }
            if current.isEmpty { current = Array(repeating: "", count: values.count) }
            for (i, value) in steps[position] { current[i] = value }
            for (i, value) in values.enumerated() where !value.matches(encoded: current[i]) {
                mismatch =
                    "session \(recorded.index) step \(step) (\(history.suffix(4).joined(separator: " → "))): "
                    + "\(GoldenObservation.fieldNames[i]) is \(value.encoded), recorded \(current[i])"
                return
            }
        }
        if mismatch == nil && ending == .looped { mismatch = "session \(recorded.index) looped, recorded without a loop" }
        return mismatch
    }
}
