import Canopy
import Foundation
import Testing

/// A token for the lists under test.
private final class TestToken: CancellableToken {}

private func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

@Suite("Handler lists")
struct HandlerListTests {
    @Test("Handlers are called in registration order; one removed during delivery is skipped, one added waits")
    func deliveryOrderAndEdits() {
        // Given three handlers, the first of which removes the second and adds a fourth
        let list = HandlerList<Int>()
        var heard: [String] = []
        var tokens: [TestToken] = []
        tokens.append(
            list.add(
                { _ in
                    heard.append("a")
                    tokens[1].cancel()
                    tokens.append(list.add({ _ in heard.append("d") }, token: TestToken.init))
                }, token: TestToken.init))
        tokens.append(list.add({ _ in heard.append("b") }, token: TestToken.init))
        tokens.append(list.add({ _ in heard.append("c") }, token: TestToken.init))
        // When the list delivers twice
        list.callAll(0)
        #expect(heard == ["a", "c"])
        heard = []
        tokens[0].cancel()
        list.callAll(0)
        // Then the removed handler never ran, and the added one runs from the next delivery
        #expect(heard == ["c", "d"])
    }

    @Test("A delivery from inside a handler that removes others leaves the outer delivery intact")
    func nestedDeliveryWithRemovals() {
        let list = HandlerList<Int>()
        var heard: [String] = []
        var tokens: [TestToken] = []
        tokens.append(
            list.add(
                { depth in
                    heard.append("a\(depth)")
                    guard depth == 0 else { return }
                    // Removes every other handler but the last, then delivers again.
                    for token in tokens[1..<(tokens.count - 1)] { token.cancel() }
                    list.callAll(1)
                }, token: TestToken.init))
        for name in ["b", "c", "d", "e"] {
            tokens.append(list.add({ depth in heard.append("\(name)\(depth)") }, token: TestToken.init))
        }
        list.callAll(0)
        #expect(heard == ["a0", "a1", "e1", "e0"])
        heard = []
        list.callAll(0)
        #expect(heard == ["a0", "a1", "e1", "e0"])
    }

    @Test("Order survives removals in any pattern, and the list reads empty only when it is")
    func orderAcrossCompaction() {
        let list = HandlerList<Int>()
        var heard: [Int] = []
        var tokens = (0..<100).map { i in list.add({ _ in heard.append(i) }, token: TestToken.init) }
        var alive = Array(0..<100)
        for i in stride(from: 0, to: 100, by: 3) { tokens[i].cancel() }
        alive.removeAll { $0.isMultiple(of: 3) }
        for i in 90..<100 { tokens[i].cancel() }
        alive.removeAll { $0 >= 90 }
        tokens[1].cancel()
        tokens[1].cancel()
        alive.removeAll { $0 == 1 }
        list.callAll(0)
        #expect(heard == alive)
        #expect(!list.isEmpty)
        for token in tokens { token.cancel() }
        #expect(list.isEmpty)
        tokens.append(list.add({ _ in heard.append(-1) }, token: TestToken.init))
        heard = []
        list.callAll(0)
        #expect(heard == [-1])
    }

    @Test("Delivering to 30,000 handlers and removing them one by one takes linear time", .timeLimit(.minutes(1)))
    func largeListsAreLinear() {
        // Each handler was checked against the handlers before it, and each removal searched
        // the whole list: 30,000 handlers cost 4.5·10⁸ steps per delivery and as many to
        // remove, minutes in a debug build.
        let list = HandlerList<Int>()
        var calls = 0
        let count = 30_000
        let tokens = (0..<count).map { _ in list.add({ _ in calls += 1 }, token: TestToken.init) }
        let elapsed = seconds {
            list.callAll(0)
            for token in tokens { token.cancel() }
        }
        #expect(calls == count)
        #expect(list.isEmpty)
        // A linear pass takes well under a second even in a debug build; the bound is generous.
        #expect(elapsed < 10)
    }

    @Test("A frame with 30,000 frame handlers calls each once, in linear time", .timeLimit(.minutes(1)))
    func frameWithManyHandlers() {
        // As many animating headers in one window: each frame handler was checked against all
        // those before it, about a minute per frame in a debug build.
        let clock = FrameClock()
        var calls = 0
        let tokens = (0..<30_000).map { _ in clock.addFrameHandler { _ in calls += 1 } }
        let elapsed = seconds { clock.advanceFrame() }
        #expect(calls == 30_000)
        #expect(elapsed < 10)
        withExtendedLifetime(tokens) {}
    }
}
