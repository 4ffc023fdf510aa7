public import Navigation
import NumberDetailFeature
public import Presentation

extension NumbersCoordinator {
  /// The link of a stack: one segment per route above the list, a number for a push and
  /// `sheet=N` for the previewed sheet, as in `/sheet=3/6`.
  public static func link(of state: State) -> DeepLink {
    DeepLink(
      state.routes.routes.dropFirst().compactMap { route in
        switch route.screen {
        case .list:
          // Only the root is a list, and the root is where every link starts.
          return nil
        case .detail(let detail):
          let number = String(detail.number)
          return route.style.isPresentation
            ? DeepLink.Segment("sheet", value: number) : DeepLink.Segment(number)
        }
      })
  }

  /// The whole stack a link names, the list at the root.
  /// - Throws: ``InputError`` naming the first segment that is not a place in this example.
  public static func routes(
    for link: DeepLink, list: Screen
  ) throws(InputError) -> [Route<Screen>] {
    var routes: [Route<Screen>] = [.root(list)]
    for (position, segment) in link.segments.enumerated() {
      if segment.name == "sheet" {
        guard position == 0 else {
          throw InputError(
            "'sheet' can only be the first segment, because only the list presents a sheet, "
              + "as in '/sheet=3/6'")
        }
        let number = try number(segment.value ?? "", in: "sheet")
        routes.append(.sheet(.detail(NumberDetail.State(number: number)), embedsNavigation: true))
      } else {
        guard segment.value == nil else {
          throw InputError("'\(segment.name)' takes no value; a number segment is like '/3'")
        }
        routes.append(.push(.detail(NumberDetail.State(number: try number(segment.name)))))
      }
    }
    return routes
  }

  /// A detail's number from its canonical text.
  private static func number(_ text: String, in name: String? = nil) throws(InputError) -> Int {
    let range = NumberDetail.range
    let bounds = "from \(range.lowerBound) to \(range.upperBound)"
    guard let number = Int(text), String(number) == text else {
      if let name {
        throw InputError("'\(name)' needs a number \(bounds), as in '\(name)=3'")
      }
      throw InputError(
        "'\(text)' is not a place in numbers; a segment is a number written plainly, as in "
          + "'/3', or a first 'sheet=N', as in '/sheet=3/6'")
    }
    guard range.contains(number) else {
      throw InputError("\(number) is not a number a detail shows; use one \(bounds)")
    }
    return number
  }
}
