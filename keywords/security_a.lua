-- <Security A. +N/-N> (ver. 3.6 16-3; ver. 1.0 12-1: <Security Attack>)
-- "This Digimon checks N additional security cards" (or N fewer). The number of
-- checks is a derived value: 1 (4-2-9) plus every <Security A.>, never below 0.
return keyword {
  name = "Security A.",
  effects = function(n)
    return { static = { { target = "self", keyword = "Security A. " .. string.format("%+d", n) } } }
  end,
}
