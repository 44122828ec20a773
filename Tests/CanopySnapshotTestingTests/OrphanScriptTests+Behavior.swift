import Foundation
import Testing

extension OrphanScriptTests {
    /// A behaviour-snapshot call, spelled in pieces for the same reason as `call`.
    static let behaviorCall = "assert" + "BehaviorSnapshot("

    static let behaviorSource = """
        @Test func scroll() { \(behaviorCall)of: screen, on: .iPhoneSE, trace: trace, frames: .every(0.1)) }
        """

    @Test("A behaviour snapshot's PNG and timeline goldens count as its own")
    func behaviorGoldens() throws {
        let r = try run(goldens: ["Sample/scroll.png", "Sample/scroll.timeline.txt"], testSource: Self.behaviorSource)
        #expect(r.status == 0, "\(r.output)")
        #expect(r.output.contains("ok (1 snapshot tests, 2 goldens)"))
    }

    @Test("A timeline golden without a test is reported, and a behaviour test without a PNG")
    func behaviorOrphans() throws {
        let stray = try run(
            goldens: ["Sample/scroll.png", "Sample/scroll.timeline.txt", "Sample/gone.timeline.txt"], testSource: Self.behaviorSource)
        #expect(stray.status == 1)
        #expect(stray.output.contains("Snapshots/Sample/gone.timeline.txt has no test"))
        let missing = try run(goldens: ["Sample/scroll.timeline.txt"], testSource: Self.behaviorSource)
        #expect(missing.status == 1)
        #expect(missing.output.contains("scroll() asserts a snapshot"))
    }
}
