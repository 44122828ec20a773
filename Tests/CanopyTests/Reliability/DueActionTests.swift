import Canopy
import Foundation
import Testing

private func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

@Suite("Actions due in the same frame")
struct DueActionTests {
    @Test("An action cancelled by an earlier one due in the same frame does not run, and the clock goes idle")
    func cancelledByAnEarlierAction() {
        let clock = FrameClock()
        var order: [String] = []
        var later: ScheduledAction?
        clock.schedule(after: 0.001) {
            order.append("first")
            later?.cancel()
        }
        later = clock.schedule(after: 0.002) { order.append("second") }
        clock.schedule(after: 0.003) { order.append("third") }
        clock.advanceFrame()
        #expect(order == ["first", "third"])
        #expect(clock.isIdle)
    }

    @Test("An action scheduled from a due action waits for a later frame")
    func scheduledMeanwhileWaits() {
        let clock = FrameClock()
        var order: [String] = []
        clock.schedule(after: 0) {
            order.append("a")
            clock.schedule(after: 0) { order.append("b") }
        }
        clock.advanceFrame()
        #expect(order == ["a"])
        #expect(!clock.isIdle)
        clock.advanceFrame()
        #expect(order == ["a", "b"])
    }

    @Test("A frame with 30,000 due actions runs each once, earliest first, in n log n time", .timeLimit(.minutes(1)))
    func manyDueActions() {
        // The earliest due action was searched for again before each one: 30,000 actions
        // (a completion for each of as many animated headers) cost 9·10⁸ steps in one frame.
        let clock = FrameClock()
        var order: [Int] = []
        let count = 30_000
        // Scheduled latest first, so the order they run in is the reverse of scheduling.
        for i in 0..<count { clock.schedule(after: 0.001 * Double(count - i) / Double(count)) { order.append(i) } }
        let elapsed = seconds { clock.advanceFrame() }
        #expect(order == Array((0..<count).reversed()))
        #expect(clock.isIdle)
        #expect(elapsed < 10)
    }
}
