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
        let replayed = sessions.filter { $0.steps != nil }
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
        #expect(found.isEmpty, "\(found.sorted().joined(separator: "\n"))")
    }
}
