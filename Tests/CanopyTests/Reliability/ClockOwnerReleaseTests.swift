import Canopy
import Foundation
import Testing

@Suite("A clock whose owner is released")
struct ClockOwnerReleaseTests {
    @Test("Releasing the window tells the frame handlers that asked, once, with the tree already gone")
    func releaseIsReported() {
        // Given a frame handler on a window's clock that wants to hear about the window's release
        var window: WindowNode? = WindowNode(size: CGSize(width: 100, height: 100))
        let child = ViewNode()
        window!.addSubview(child)
        let clock = window!.clock
        var frames = 0
        var released: [Bool] = []
        let token = clock.addFrameHandler({ _ in frames += 1 }, ownerReleased: { released.append(child.window == nil) })
        clock.advanceFrame()
        // When the window is released
        window = nil
        // Then the handler heard it once, when the surviving child had left the window already
        #expect(released == [true])
        #expect(child.superview == nil)
        // And cancelling removes the frame handler too
        token.cancel()
        #expect(clock.isIdle)
        #expect(frames == 1)
    }

    @Test("A cancelled handler hears nothing when the window goes")
    func cancelledHandlerIsQuiet() {
        var window: WindowNode? = WindowNode(size: CGSize(width: 100, height: 100))
        var released = 0
        let token = window!.clock.addFrameHandler({ _ in }, ownerReleased: { released += 1 })
        token.cancel()
        window = nil
        #expect(released == 0)
    }
}
