import Canopy
import Foundation
import Synchronization
import Testing

@testable import FlexibleHeader

@Suite("Golden master of the header's outputs over seeded random sessions")
struct GoldenMasterTests {
    @Test("Every recorded session replays with identical outputs after every step")
    func recordedSessionsReplayIdentically() throws {
        if ProcessInfo.processInfo.environment["CANOPY_RECORD_HEADER_MASTER"] == "1" {
            try GoldenMaster.writeFixture(GoldenMaster.record())
        }
        let text = try GoldenMaster.readFixture()
        let sessions = GoldenMaster.parse(text)
        #expect(sessions.count == GoldenMaster.sessionCount)
        let replayed = sessions.filter { $0.steps != nil }.map(Self.stoppingAtKnownDifference)
        #expect(replayed.count >= 3_000, "at least 3,000 sessions are compared")
        // Sessions are independent trees, so two workers replay them side by side.
        let failures = Mutex<[String]>([])
        let workers = 2
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for session in stride(from: worker, to: replayed.count, by: workers).map({ replayed[$0] }) {
                if failures.withLock({ $0.count >= 3 }) { return }
                if let mismatch = GoldenMaster.replay(session) { failures.withLock { $0.append(mismatch) } }
            }
        }
        let found = failures.withLock { $0 }
        let comparedSteps = replayed.reduce(0) { $0 + ($1.steps?.count ?? 0) - 1 }
        #expect(comparedSteps >= 120_000, "steps compared: \(comparedSteps)")
        #expect(found.isEmpty, "\(found.sorted().joined(separator: "\n"))")
    }

    /// Sessions whose recording goes on past a step where the old header ran a nested layout
    /// pass from inside its own layout pass (in infer mode its own bounds write reported a
    /// safe-area change at once): there the new header finishes each pass before the next, so
    /// they are compared up to that step.
    static let knownDifferences: [Int: (step: Int, reason: String)] = [
        1343: (6, "the old header hid and showed the status bar twice in one event; the final state is the same"),
        1819: (8, "the old nested pass saw no previous offset and kept a shift the finished pass clears"),
    ]

    static func stoppingAtKnownDifference(_ session: GoldenMaster.RecordedSession) -> GoldenMaster.RecordedSession {
        guard let known = knownDifferences[session.index], var steps = session.steps else { return session }
        // Entry 0 is the setup; entry k + 1 is step k.
        steps = Array(steps.prefix(known.step + 1))
        return GoldenMaster.RecordedSession(index: session.index, steps: steps, isCut: true)
    }
}
